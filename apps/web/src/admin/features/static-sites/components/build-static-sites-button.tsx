// The admin home's 'Build Static Sites' button and the modal it opens.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { BuildStaticSitesModal } from './build-static-sites-modal';

export function BuildStaticSitesButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={open}>
        Build Static Sites
      </Button>
      <BuildStaticSitesModal opened={opened} onClose={close} />
    </>
  );
}

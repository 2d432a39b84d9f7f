// /about-us: what Bandbook is. The text is shared with the static site the admin builds.
import { Fragment } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { ABOUT_TEXT } from '@bandbook/domain';
import { PageTitle } from '../../../ui/page-title';

export function AboutUsPage() {
  return (
    <Stack maw={760}>
      <PageTitle>{ABOUT_TEXT.title}</PageTitle>
      <Text>{ABOUT_TEXT.intro}</Text>
      {ABOUT_TEXT.sections.map((section) => (
        <Fragment key={section.heading}>
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          <Text>{section.text}</Text>
        </Fragment>
      ))}
    </Stack>
  );
}

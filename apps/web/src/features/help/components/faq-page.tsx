// /faq: account, technical problems and reporting issues; #enter-code explains code entry. The texts
// are shared with the static site the admin builds.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { FAQ_TEXT, type HelpLinkTarget, type HelpSegment } from '@bandbook/domain';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { PageTitle } from '../../../ui/page-title';
import { FaqEntry } from './faq-entry';

const LINKS: Record<HelpLinkTarget, string> = { enterCode: paths.enterCode };

function renderAnswer(answer: HelpSegment[]) {
  return answer.map((segment, index) =>
    typeof segment === 'string' ? (
      segment
    ) : (
      <Anchor key={index} component={ModalLink} to={LINKS[segment.link]}>
        {segment.text}
      </Anchor>
    ),
  );
}

export function FaqPage() {
  return (
    <Stack maw={760} gap="xl">
      <PageTitle>{FAQ_TEXT.title}</PageTitle>
      {FAQ_TEXT.sections.map((section) => (
        <Stack key={section.id} component="section" aria-labelledby={section.id} gap="md">
          <Title id={section.id} order={2}>
            {section.heading}
          </Title>
          {section.entries.map((entry) => (
            <FaqEntry key={entry.id} id={entry.id} question={entry.question}>
              {renderAnswer(entry.answer)}
            </FaqEntry>
          ))}
          {section.note && <Text size="sm">{section.note}</Text>}
        </Stack>
      ))}
    </Stack>
  );
}

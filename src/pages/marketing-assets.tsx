import '@mantine/core/styles/Tabs.css';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  AD_VARIATIONS,
  EMAIL_TEMPLATES,
  MARKETING_ASSETS_PAGE,
  SOCIAL_ADS,
  adVariationText,
  emailTemplateText,
  socialAdText,
} from '../content/pages/marketing-assets';
import { CopyBlock } from '../features/marketing-assets/copy-block';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { CardGrid } from '../shared/ui/layout-grid';
export { MARKETING_ASSETS_META as meta } from '../content/pages/meta/marketing-assets';

type Field = { label: string; value: string };

/** A block's labelled fields as a description list, read in the order they are copied. */
function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="sm" fw={700} c="gray.7">
            {field.label}
          </Text>
          <Text component="dd" m={0}>
            {field.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** Each tab panel's own heading (the level between the page's h1 and the blocks' h3) and lead. */
function PanelIntro({ label, lead }: { label: string; lead: string }) {
  return (
    <Stack gap={4} mb="md">
      <Title order={2} fz="h3" c="maple.9">
        {label}
      </Title>
      <Text>{lead}</Text>
    </Stack>
  );
}

/**
 * /marketing-assets (docs/spec/SPEC.md §2.6): internal campaign copy in three tabs (search ads, social ads,
 * the e-mail drip campaign), each block with a copy-to-clipboard button. noindex (the route
 * registry), no access control (docs/spec/SPEC.md §6).
 */
export default function MarketingAssetsPage() {
  const page = MARKETING_ASSETS_PAGE;
  const labels = page.fieldLabels;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame as="div" width="lg">
        <Stack gap="lg">
          <Alert variant="outline" color="hearth.9" radius="md" role="note">
            {page.notice}
          </Alert>
          <Tabs defaultValue="search" color="maple.8">
            <Tabs.List aria-label={page.tabsLabel}>
              <Tabs.Tab value="search">{page.tabs.search.label}</Tabs.Tab>
              <Tabs.Tab value="social">{page.tabs.social.label}</Tabs.Tab>
              <Tabs.Tab value="email">{page.tabs.email.label}</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="search" pt="lg">
              <PanelIntro {...page.tabs.search} />
              <CardGrid cols={{ base: 1, md: 3 }} spacing="lg">
                {AD_VARIATIONS.map((ad) => (
                  <CopyBlock key={ad.theme} heading={ad.theme} blockName={page.blockName.ad(ad)} text={adVariationText(ad)} data-testid="ad-block">
                    <FieldList
                      fields={[
                        { label: labels.headline1, value: ad.headline1 },
                        { label: labels.headline2, value: ad.headline2 },
                        { label: labels.headline3, value: ad.headline3 },
                        { label: labels.description1, value: ad.description1 },
                        { label: labels.description2, value: ad.description2 },
                      ]}
                    />
                  </CopyBlock>
                ))}
              </CardGrid>
            </Tabs.Panel>

            <Tabs.Panel value="social" pt="lg">
              <PanelIntro {...page.tabs.social} />
              <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {SOCIAL_ADS.map((ad) => (
                  <CopyBlock key={ad.platform} heading={ad.platform} blockName={page.blockName.social(ad)} text={socialAdText(ad)} data-testid="social-block">
                    <FieldList
                      fields={[
                        { label: labels.platform, value: ad.platform },
                        { label: labels.audience, value: ad.audience },
                        { label: labels.copy, value: ad.copy },
                        { label: labels.imageSuggestion, value: ad.imageSuggestion },
                      ]}
                    />
                  </CopyBlock>
                ))}
              </CardGrid>
            </Tabs.Panel>

            <Tabs.Panel value="email" pt="lg">
              <PanelIntro {...page.tabs.email} />
              <Stack gap="lg">
                {EMAIL_TEMPLATES.map((template) => (
                  <CopyBlock
                    key={template.timing}
                    heading={template.timing}
                    blockName={page.blockName.email(template)}
                    text={emailTemplateText(template)}
                    data-testid="email-block"
                  >
                    <Text fw={700} mb="sm">
                      {labels.subject}: {template.subject}
                    </Text>
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{template.body}</Text>
                  </CopyBlock>
                ))}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </SectionFrame>
    </>
  );
}

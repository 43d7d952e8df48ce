import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { SHOP_PAGE, SHOP_PRODUCTS } from '../content/pages/shop';
import { formatCad } from '../shared/lib/money';
import { productJsonLd } from '../shared/seo/product-json-ld';
import { CheckIcon } from '../shared/ui/check-icon';
import { FallbackImage } from '../shared/ui/fallback-image';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { CardGrid } from '../shared/ui/layout-grid';
export { SHOP_META as meta } from '../content/pages/meta/shop';

const SHOP_PATH = '/shop';

export const jsonLd = SHOP_PRODUCTS.map((product) => productJsonLd({ ...product, path: `${SHOP_PATH}#${product.id}` }));

/**
 * /shop (docs/spec/SPEC.md §2.6): four products with their CAD prices. Buying is not implemented: 'Buy Now'
 * shows the coming-soon toast of docs/spec/SPEC.md §8 for 5 seconds and sends nothing.
 */
export default function ShopPage() {
  const page = SHOP_PAGE;
  const { toast } = useToast();
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame aria-labelledby="shop-products-heading">
        <Stack gap="lg">
          <div>
            <Title order={2} id="shop-products-heading" c="maple.9">
              {page.productsHeading}
            </Title>
            <Text mt="xs">{page.pricesNote}</Text>
          </div>
          <CardGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className="plain-list">
            {SHOP_PRODUCTS.map((product) => (
              <Card component="li" key={product.id} id={product.id} className="anchor-target" withBorder radius="lg" padding="lg" data-testid="product">
                <Card.Section>
                  <FallbackImage src={product.image.src} alt={product.image.alt} width={320} height={220} />
                </Card.Section>
                <Stack gap="xs" mt="md" h="100%">
                  <Title order={3} fz="h4">
                    {product.name}
                  </Title>
                  <Text fz="xl" fw={700} c="maple.8" data-testid="price">
                    {formatCad(product.price)}
                  </Text>
                  <Text>{product.description}</Text>
                  <List spacing={6} size="sm" icon={<CheckIcon />} aria-label={page.featuresLabel(product.name)}>
                    {product.features.map((feature) => (
                      <List.Item key={feature}>{feature}</List.Item>
                    ))}
                  </List>
                  <Text size="sm" c="gray.7">
                    {page.skuLabel}: {product.sku}
                  </Text>
                  <Button mt="auto" w="fit-content" aria-label={page.buyNowLabel(product.name)} onClick={() => toast(page.comingSoon)}>
                    {page.buyNow}
                  </Button>
                </Stack>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      </SectionFrame>
    </>
  );
}

import { z } from 'zod';

/** The most products one batch (the integration API's request, a CSV import's chunk) may carry. */
export const MAX_PRODUCTS_PER_BATCH = 1000;

const MAX_IMAGES = 10;

const capitalized = (label: string) => `${label[0].toUpperCase()}${label.slice(1)}`;

const text = (label: string, max: number) =>
  z.string({ error: `Informe ${label}.` }).trim().min(1, `Informe ${label}.`).max(max, `${capitalized(label)} longo demais (até ${max} caracteres).`);

const barcode = z.string({ error: 'Código de barras inválido: use de 8 a 14 dígitos.' }).regex(/^\d{8,14}$/, 'Código de barras inválido: use de 8 a 14 dígitos.');

const price = (label: string) =>
  z
    .number({ error: `Informe ${label} em reais.` })
    .positive(`${capitalized(label)} deve ser maior que zero.`)
    .max(1_000_000, `${capitalized(label)} alto demais.`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${capitalized(label)} deve ter no máximo dois decimais (centavos).`);

const quantity = z.number({ error: 'Informe a quantidade como número inteiro.' }).int('Informe a quantidade como número inteiro.').min(1, 'A quantidade deve ser ao menos 1.').max(1_000_000, 'Quantidade alta demais.');

const packageRow = z.object({
  unit: text('a unidade da embalagem', 10),
  quantity,
  barcode: barcode.optional(),
});

const promotion = z
  .object({ minQuantity: quantity, maxQuantity: quantity, price: price('o preço da faixa') })
  .refine((tier) => tier.maxQuantity >= tier.minQuantity, 'Faixa de promoção com quantidade máxima menor que a mínima.');

const isoDate = z.iso.date({ error: 'Validade inválida: use AAAA-MM-DD.' });

/**
 * One product as a distributor's system sends it, keyed by its own `code`. Images are https URLs on `cdnHost`,
 * stored as sent: the server never fetches them (and takes none without a CDN_HOST).
 */
export function productRowSchema(cdnHost: string) {
  const image = z.string({ error: 'Imagem inválida: informe uma URL.' }).refine(
    (url) => cdnHost.startsWith('https://') && url.startsWith(`${cdnHost}/`) && URL.canParse(url),
    cdnHost ? `Imagem fora do CDN: use uma URL https em ${cdnHost}/.` : 'Imagens por URL exigem CDN_HOST configurado no servidor.',
  );
  return z
    .object(
      {
        code: text('o código do produto', 40),
        name: text('o nome do produto', 200),
        family: text('a família', 120),
        brand: text('a marca', 120),
        department: text('o departamento', 120),
        category: text('a categoria', 120).optional(),
        barcode: barcode.optional(),
        salesUnit: z.enum(['UN', 'KG'], { error: 'Unidade de venda inválida: use UN ou KG.' }).default('UN'),
        variableWeight: z.boolean({ error: 'variableWeight deve ser verdadeiro ou falso.' }).default(false),
        packages: z
          .array(packageRow, { error: 'Informe as embalagens como uma lista.' })
          .min(1, 'Informe ao menos uma embalagem.')
          .max(10, 'Embalagens demais (até 10).'),
        prices: z.object(
          {
            list: price('o preço de tabela'),
            sales: price('o preço de venda'),
            promotions: z.array(promotion, { error: 'Informe as faixas de promoção como uma lista.' }).max(10, 'Faixas de promoção demais (até 10).').default([]),
          },
          { error: 'Informe os preços (list, sales).' },
        ),
        availability: z
          .object({
            available: z.boolean({ error: 'available deve ser verdadeiro ou falso.' }),
            stock: z.number({ error: 'Informe o estoque como número inteiro.' }).int('Informe o estoque como número inteiro.').min(0, 'O estoque não pode ser negativo.').nullable().default(null),
          })
          .default({ available: true, stock: null }),
        shortDated: z.boolean({ error: 'shortDated deve ser verdadeiro ou falso.' }).default(false),
        validity: isoDate.nullable().default(null),
        active: z.boolean({ error: 'active deve ser verdadeiro ou falso.' }).default(true),
        images: z.array(image, { error: 'Informe as imagens como uma lista de URLs.' }).max(MAX_IMAGES, `Imagens demais (até ${MAX_IMAGES}).`).default([]),
      },
      { error: 'Produto inválido: envie um objeto.' },
    )
    .refine((row) => !row.shortDated || row.validity !== null, { message: 'Informe a validade (validity) do produto de vencimento próximo.', path: ['validity'] })
    .refine((row) => row.prices.sales <= row.prices.list, { message: 'O preço de venda não pode passar do preço de tabela.', path: ['prices', 'sales'] });
}

export type ProductRow = z.infer<ReturnType<typeof productRowSchema>>;

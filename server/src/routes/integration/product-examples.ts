// The catalogue batch's examples in the OpenAPI document; the OpenAPI test validates each against the route's schemas
// and sends the requests to the server.

/** A product row with every field (images aside: they must be on the server's CDN_HOST). */
export const EXAMPLE_PRODUCT = {
  code: 'ARZ-5',
  name: 'Arroz tipo 1 5 kg',
  family: 'Arroz 5 kg',
  brand: 'Tio João',
  department: 'Mercearia',
  category: 'Arroz',
  barcode: '7891234567895',
  packages: [{ unit: 'FD', quantity: 6, barcode: '17891234567892' }, { unit: 'UN', quantity: 1 }],
  prices: { list: 32.9, sales: 29.9, promotions: [{ minQuantity: 10, maxQuantity: 49, price: 28.5 }] },
  availability: { available: true, stock: 120 },
  shortDated: false,
  validity: null,
  active: true,
  images: [],
};

const beans = {
  code: 'FEJ-1',
  name: 'Feijão carioca 1 kg',
  family: 'Feijão 1 kg',
  brand: 'Kicaldo',
  department: 'Mercearia',
  packages: [{ unit: 'UN', quantity: 1 }],
  prices: { list: 8.99, sales: 8.49 },
};

export const PRODUCT_BATCH_EXAMPLES = {
  request: {
    batch: { summary: 'A full row and one with only the required fields', value: { products: [EXAMPLE_PRODUCT, beans] } },
    deactivate: { summary: 'Removing a product from the devices', value: { products: [{ ...beans, active: false }] } },
  },
  response: {
    written: { summary: 'Both rows new', value: { results: [{ code: 'ARZ-5', status: 'created', id: 100000000 }, { code: 'FEJ-1', status: 'created', id: 100000001 }] } },
    oneWrong: {
      summary: 'The second row without its family: the first is written all the same',
      value: {
        results: [
          { code: 'ARZ-5', status: 'unchanged', id: 100000000 },
          { code: 'FEJ-1', status: 'error', message: 'Informe a família.', field: 'family' },
        ],
      },
    },
  },
};

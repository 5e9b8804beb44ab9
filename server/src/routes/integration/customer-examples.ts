// The customers batch's examples in the OpenAPI document; the OpenAPI test validates each against the route's schemas
// and sends the requests to the server.

/** A customer row with every field. */
export const EXAMPLE_COMPANY = {
  taxId: '12.ABC.345/01DE-35',
  name: 'Armazém Novo Horizonte Ltda',
  tradeName: 'ARMAZEM NOVO HORIZONTE',
  email: 'compras@novohorizonte.example',
  whatsappNumbers: ['(11) 98877-6655'],
  addresses: [{ street: 'Rua da Paz', number: '42', complement: 'Loja 1', district: 'Centro', city: 'Santos', state: 'SP', cep: '11010-000' }],
  paymentPlanIds: [11, 12],
  credit: 150,
  blocked: false,
};

const person = { taxId: '123.456.780-62', name: 'Paula Moreira', whatsappNumbers: ['21987654321'] };

export const CUSTOMER_BATCH_EXAMPLES = {
  request: {
    batch: { summary: 'A company with every field, and a person with only the required ones', value: { customers: [EXAMPLE_COMPANY, person] } },
  },
  response: {
    written: { summary: 'Both new', value: { results: [{ index: 0, taxId: '12ABC34501DE35', status: 'created' }, { index: 1, taxId: '12345678062', status: 'created' }] } },
    oneWrong: {
      summary: 'A wrong CPF in the second row: the first is written all the same',
      value: {
        results: [
          { index: 0, taxId: '12ABC34501DE35', status: 'unchanged' },
          { index: 1, taxId: '123.456.789-00', status: 'error', message: 'CPF ou CNPJ inválido.' },
        ],
      },
    },
  },
};

// Demo data of the ordering loop: addresses, payment plans, coupons, credit, and the two demo users of issue 3.

export const orderingCustomers = [
  { id: 4, tax_id: '33444555000181', name: 'Empório Cadastro Antigo', outdated_registration: true },
  { id: 5, tax_id: '44555666000181', name: 'Armazém Santa Luzia', outdated_registration: false },
];

export const orderingPartnerCustomers = [
  { partner_id: 1, customer_id: 4 },
  { partner_id: 1, customer_id: 5 },
];

export const orderingUsers = [
  { id: 6, username: 'cadastro.antigo', full_name: 'Marcos Antunes', customer_id: 4, code: '975310', status: 'ACTIVE', password_warning: null },
  { id: 7, username: 'carrinho.travado', full_name: 'Sílvia Ramos', customer_id: 5, code: '318274', status: 'ACTIVE', password_warning: null },
];

/** The company has two addresses, so checkout requires choosing one; everyone else has one. */
export const customerAddresses = [
  { id: 1, customer_id: 1, street: 'Rua das Flores, 120', district: 'Centro', city: 'São Paulo', state: 'SP' },
  { id: 2, customer_id: 1, street: 'Avenida Brasil, 4500 - Galpão 3', district: 'Jardim América', city: 'São Paulo', state: 'SP' },
  { id: 3, customer_id: 2, street: 'Rua Augusta, 900 - Apto 41', district: 'Consolação', city: 'São Paulo', state: 'SP' },
  { id: 4, customer_id: 3, street: 'Rua Padre Anchieta, 55', district: 'Vila Mariana', city: 'São Paulo', state: 'SP' },
  { id: 5, customer_id: 4, street: 'Rua do Comércio, 18', district: 'Centro', city: 'Campinas', state: 'SP' },
  { id: 6, customer_id: 5, street: 'Rua Santa Luzia, 300', district: 'Bom Retiro', city: 'São Paulo', state: 'SP' },
];

export const paymentPlans = [
  { id: 11, partner_id: 1, description: 'À vista (PIX ou cartão)', parcels: 1, can_use_pix: true, can_use_credit_card: true, position: 0 },
  { id: 12, partner_id: 1, description: 'Boleto 28 dias', parcels: 1, can_use_pix: false, can_use_credit_card: false, position: 1 },
  { id: 13, partner_id: 1, description: 'Cartão de crédito em 3x', parcels: 3, can_use_pix: false, can_use_credit_card: true, position: 2 },
  { id: 21, partner_id: 2, description: 'À vista (PIX ou cartão)', parcels: 1, can_use_pix: true, can_use_credit_card: true, position: 0 },
  { id: 22, partner_id: 2, description: 'Boleto 21 dias', parcels: 1, can_use_pix: false, can_use_credit_card: false, position: 1 },
];

export const coupons = [
  { code: 'BALCAO10', kind: 'ITEMS_PERCENT', value: 10, description: '10% de desconto nos itens' },
  { code: 'FRETEGRATIS', kind: 'FREE_DELIVERY', value: 0, description: 'Frete grátis' },
];

/** Credit from earlier cancellations of paid orders: it lowers what is left to pay. */
export const customerCredits = [{ customer_id: 1, credit_balance: 50 }];

export const lockedCart = {
  customer_id: 5,
  partner_id: 1,
  issues: [
    { type: 'IMPEDITIVE', description: 'Seu carrinho está em revisão pelo time comercial. <b>Aguarde a liberação</b> para continuar comprando.' },
    { type: 'WARNING', description: 'Há títulos em aberto no seu cadastro.' },
  ],
  /** The issues of its first and second items (limited HTML, like the cart's). */
  itemIssues: [
    [{ type: 'IMPEDITIVE', description: '<b>Produto indisponível</b> para entrega nesta data.' }],
    [{ type: 'WARNING', description: 'O preço deste produto <b>foi atualizado</b>.' }],
  ],
};

// The demo partners, customers and users of the README ("Demo access").

export const partners = [
  { id: 1, name: 'Distribuidora_São_Jorge', url_catalog: 'https://saojorge.example/catalogo', city: 'São José dos Campos', pix_key: 'pix@saojorge.example' },
  { id: 2, name: 'Atacadão_Central', url_catalog: 'https://atacadaocentral.example/catalogo', city: 'Campinas', pix_key: 'pix@atacadaocentral.example' },
  { id: 3, name: 'Mega_Foods', url_catalog: 'https://megafoods.example/catalogo', city: 'Belo Horizonte', pix_key: null },
];

/** Partners with a catalogue in the seed (partner 3 serves nobody). */
export const servingPartnerIds = [1, 2];

export const customers = [
  {
    id: 1, tax_id: '11222333000181', name: 'Mercadinho Bom Preço', outdated_registration: false,
    trade_name: 'MERCADINHO BOM PRECO', email: 'compras@mercadinhobompreco.example',
  },
  { id: 2, tax_id: '52998224725', name: 'Ana Souza', outdated_registration: false, trade_name: null, email: 'ana.souza@example.com' },
  {
    id: 3, tax_id: '11444777000161', name: 'Padaria Pão Dourado', outdated_registration: false,
    trade_name: 'PADARIA PAO DOURADO', email: null,
  },
];

/** Registered WhatsApp numbers (digits, area code first): signup and recovery offer them. */
export const customerPhones = [
  { customer_id: 1, phone: '11987654321' },
  { customer_id: 1, phone: '1133224455' },
  { customer_id: 2, phone: '21998765432' },
  { customer_id: 3, phone: '31987651234' },
];

export const partnerCustomers = [
  { partner_id: 1, customer_id: 1 },
  { partner_id: 2, customer_id: 1 },
  { partner_id: 1, customer_id: 2 },
  { partner_id: 1, customer_id: 3 },
];

export const users = [
  { id: 1, username: '11222333000181', full_name: 'Mercadinho Bom Preço', customer_id: 1, code: '482915', status: 'ACTIVE', password_warning: null },
  { id: 2, username: '52998224725', full_name: 'Ana Souza', customer_id: 2, code: '730461', status: 'ACTIVE', password_warning: null },
  {
    id: 3, username: 'aviso.senha', full_name: 'Carlos Pereira', customer_id: 3, code: '246810', status: 'ACTIVE',
    password_warning: 'Seu código de acesso expira em 5 dias. Altere seu código de acesso para continuar acessando o Balcão.',
  },
  { id: 4, username: 'troca.senha', full_name: 'Juliana Lima', customer_id: 3, code: '135790', status: 'CHANGE_REQUIRED', password_warning: null },
  { id: 5, username: 'acesso.expirado', full_name: 'Roberto Alves', customer_id: 3, code: '864209', status: 'EXPIRED', password_warning: null },
];

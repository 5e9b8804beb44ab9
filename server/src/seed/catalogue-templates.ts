// Demo catalogue of a Brazilian food and cleaning wholesale distributor. Brand names are invented.

export const departments = [
  { id: 1, name: 'Mercearia' },
  { id: 2, name: 'Bebidas' },
  { id: 3, name: 'Frios e Laticínios' },
  { id: 4, name: 'Limpeza' },
  { id: 5, name: 'Higiene' },
  { id: 6, name: 'Hortifruti' },
  { id: 7, name: 'Padaria' },
  { id: 8, name: 'Carnes' },
  { id: 9, name: 'Congelados' },
  { id: 10, name: 'Bomboniere' },
];

/** Brands by department id. */
export const brandsByDepartment: Record<number, string[]> = {
  1: ['Bom Grão', 'Tio Urbano', 'Sabor do Campo', 'Vale do Sol', 'Dona Clara', 'Fazenda Feliz'],
  2: ['Serra Azul', 'Fonte Clara', 'Tropical Sucos', 'Cervejaria Ipê', 'Café Morro Alto'],
  3: ['Laticínios Aurora', 'Queijaria Minas Leve', 'Frigor Sul', 'Leite da Serra'],
  4: ['Brilho Max', 'Limpa Já', 'Cheirinho Bom', 'Casa Nobre', 'Lava Bem'],
  5: ['Pura Vida', 'Suave Toque', 'Dente Forte', 'Flor de Lis'],
  6: ['Horta Viva', 'Ceasa Prime', 'Pomar Paulista'],
  7: ['Pão da Vila', 'Forno de Minas Gerais', 'Trigo Nobre'],
  8: ['Boi Gaúcho', 'Granja Santa Rita', 'Frigorífico Pampa'],
  9: ['Gelatto Sul', 'Congela Fácil', 'Frio Bom Congelados'],
  10: ['Doce Lar', 'Chocolates Itaipava', 'Bala Mágica'],
};

export interface Template {
  department: number;
  name: string;
  /** size label shown in the family name and its price per sales unit (per kg for weighed items) */
  sizes: [string, number][];
  /** units in a box; 0 sells only by the unit */
  box: number;
  /** weighed items: kg per package and the package kind */
  kg?: { weight: number; kind: 'PÇ' | 'CX'; variable: boolean };
  perishable?: boolean;
  note?: string;
}

const t = (department: number, name: string, sizes: [string, number][], box: number, extra: Partial<Template> = {}): Template => ({
  department, name, sizes, box, ...extra,
});
const kg = (department: number, name: string, pricePerKg: number, weight: number, kind: 'PÇ' | 'CX', variable: boolean, note?: string): Template =>
  t(department, name, [['', pricePerKg]], 1, { kg: { weight, kind, variable }, perishable: true, note });

export const templates: Template[] = [
  t(1, 'Arroz Branco Tipo 1', [['1kg', 6.49], ['5kg', 28.9]], 10, { note: 'Tipo 1' }),
  t(1, 'Arroz Parboilizado', [['1kg', 6.99], ['5kg', 30.5]], 10),
  t(1, 'Feijão Carioca Tipo 1', [['1kg', 8.79]], 10, { note: 'Tipo 1' }),
  t(1, 'Feijão Preto', [['1kg', 9.29]], 10),
  t(1, 'Açúcar Refinado', [['1kg', 4.89], ['5kg', 22.9]], 10),
  t(1, 'Açúcar Cristal', [['2kg', 8.99], ['5kg', 21.5]], 10),
  t(1, 'Café Torrado e Moído', [['250g', 9.9], ['500g', 18.9]], 20, { note: 'Almofada' }),
  t(1, 'Óleo de Soja', [['900ml', 7.49]], 20, { note: 'Garrafa PET' }),
  t(1, 'Azeite de Oliva Extra Virgem', [['500ml', 34.9]], 12),
  t(1, 'Macarrão Espaguete', [['500g', 4.29]], 20),
  t(1, 'Macarrão Parafuso', [['500g', 4.39]], 20),
  t(1, 'Farinha de Trigo Tipo 1', [['1kg', 5.49], ['5kg', 24.9]], 10),
  t(1, 'Farinha de Mandioca Torrada', [['500g', 5.99]], 20),
  t(1, 'Sal Refinado Iodado', [['1kg', 2.49]], 10),
  t(1, 'Molho de Tomate Tradicional', [['340g', 2.99]], 24, { note: 'Sachê' }),
  t(1, 'Extrato de Tomate', [['190g', 3.19]], 24),
  t(1, 'Milho Verde em Conserva', [['170g', 3.99]], 24),
  t(1, 'Sardinha em Óleo', [['125g', 5.49]], 50),
  t(1, 'Leite Condensado', [['395g', 6.49]], 27),
  t(1, 'Creme de Leite', [['200g', 3.79]], 27),
  t(1, 'Biscoito Cream Cracker', [['400g', 5.99]], 20),
  t(1, 'Biscoito Recheado Chocolate', [['140g', 2.89]], 48),
  t(1, 'Achocolatado em Pó', [['400g', 8.99]], 24),
  t(1, 'Maionese Tradicional', [['500g', 9.49]], 12),
  t(2, 'Refrigerante Cola', [['350ml', 3.49], ['2L', 9.99]], 12),
  t(2, 'Refrigerante Guaraná', [['350ml', 3.29], ['2L', 8.99]], 12),
  t(2, 'Água Mineral sem Gás', [['500ml', 1.79], ['1,5L', 3.29]], 12),
  t(2, 'Água Mineral com Gás', [['500ml', 2.19]], 12),
  t(2, 'Suco de Uva Integral', [['1L', 14.9]], 6),
  t(2, 'Néctar de Laranja', [['1L', 7.49]], 12),
  t(2, 'Cerveja Pilsen Lata', [['350ml', 3.99]], 12),
  t(2, 'Cerveja Puro Malte Long Neck', [['355ml', 5.99]], 24),
  t(2, 'Energético', [['250ml', 7.99]], 6),
  t(2, 'Chá Mate Gelado', [['1,5L', 6.99]], 6),
  t(2, 'Café em Grãos Especial', [['1kg', 69.9]], 6),
  t(3, 'Leite UHT Integral', [['1L', 4.99]], 12),
  t(3, 'Leite UHT Desnatado', [['1L', 5.19]], 12),
  t(3, 'Iogurte Natural', [['170g', 2.99]], 24, { perishable: true }),
  t(3, 'Manteiga com Sal', [['200g', 12.9]], 20, { perishable: true }),
  t(3, 'Margarina com Sal', [['500g', 8.49]], 12, { perishable: true }),
  t(3, 'Requeijão Cremoso', [['200g', 7.99]], 24, { perishable: true }),
  t(3, 'Queijo Ralado Parmesão', [['50g', 4.99]], 24, { perishable: true }),
  kg(3, 'Queijo Mussarela', 39.9, 4, 'PÇ', true, 'Peça inteira'),
  kg(3, 'Presunto Cozido sem Capa', 32.5, 3.5, 'PÇ', true, 'Peça inteira'),
  kg(3, 'Mortadela Tradicional', 18.9, 5, 'PÇ', true, 'Peça inteira'),
  kg(3, 'Queijo Prato', 42.9, 3, 'PÇ', true, 'Peça inteira'),
  t(4, 'Detergente Líquido Neutro', [['500ml', 2.39]], 24),
  t(4, 'Sabão em Pó', [['800g', 11.9], ['1,6kg', 21.9]], 12),
  t(4, 'Sabão Líquido para Roupas', [['3L', 39.9]], 4),
  t(4, 'Amaciante Concentrado', [['500ml', 9.9], ['2L', 17.9]], 6),
  t(4, 'Água Sanitária', [['1L', 3.49], ['2L', 5.99]], 12),
  t(4, 'Desinfetante Lavanda', [['500ml', 3.99], ['2L', 9.49]], 12),
  t(4, 'Limpador Multiuso', [['500ml', 4.49]], 24),
  t(4, 'Esponja Dupla Face', [['pct c/ 4', 5.99]], 20),
  t(4, 'Saco para Lixo 100L', [['rolo c/ 15', 12.9]], 10),
  t(4, 'Álcool Líquido 70%', [['1L', 8.99]], 12),
  t(4, 'Lustra Móveis', [['200ml', 7.49]], 12),
  t(5, 'Papel Higiênico Folha Dupla', [['pct c/ 12', 19.9]], 4),
  t(5, 'Sabonete em Barra', [['85g', 2.29]], 72),
  t(5, 'Creme Dental', [['90g', 4.49]], 72),
  t(5, 'Shampoo', [['350ml', 14.9]], 12),
  t(5, 'Condicionador', [['350ml', 15.9]], 12),
  t(5, 'Desodorante Aerossol', [['150ml', 13.9]], 12),
  t(5, 'Escova Dental Média', [['un', 5.99]], 12),
  t(5, 'Fralda Descartável G', [['pct c/ 30', 54.9]], 4),
  t(5, 'Absorvente com Abas', [['pct c/ 8', 5.49]], 24),
  kg(6, 'Tomate Italiano', 7.99, 20, 'CX', false, 'Caixa 20 kg'),
  kg(6, 'Batata Lavada', 5.49, 25, 'CX', false, 'Saco 25 kg'),
  kg(6, 'Cebola Nacional', 4.99, 20, 'CX', false, 'Saco 20 kg'),
  kg(6, 'Banana Prata', 6.49, 18, 'CX', false, 'Caixa 18 kg'),
  kg(6, 'Laranja Pera', 3.99, 20, 'CX', false, 'Caixa 20 kg'),
  kg(6, 'Alho Nacional', 29.9, 10, 'CX', false, 'Caixa 10 kg'),
  t(6, 'Alface Crespa Hidropônica', [['un', 3.49]], 12, { perishable: true }),
  t(7, 'Pão de Forma Tradicional', [['500g', 8.99]], 10, { perishable: true }),
  t(7, 'Pão de Queijo Congelado', [['1kg', 24.9]], 10, { perishable: true }),
  t(7, 'Bisnaguinha', [['300g', 7.49]], 12, { perishable: true }),
  t(7, 'Bolo Pronto Laranja', [['250g', 9.9]], 12, { perishable: true }),
  t(7, 'Torrada Tradicional', [['160g', 5.79]], 20),
  t(7, 'Fermento Biológico Seco', [['10g', 1.49]], 50),
  kg(8, 'Picanha Bovina Resfriada', 79.9, 1.2, 'PÇ', true, 'Peça resfriada'),
  kg(8, 'Alcatra Bovina', 44.9, 4, 'PÇ', true, 'Peça resfriada'),
  kg(8, 'Contrafilé Bovino', 49.9, 4.5, 'PÇ', true, 'Peça resfriada'),
  kg(8, 'Coxa e Sobrecoxa de Frango', 12.9, 18, 'CX', true, 'Congelado'),
  kg(8, 'Linguiça Toscana', 19.9, 5, 'CX', true, 'Resfriado'),
  kg(8, 'Costela Suína', 24.9, 3, 'PÇ', true, 'Resfriado'),
  t(9, 'Batata Pré-frita Congelada', [['2kg', 29.9]], 6),
  t(9, 'Hambúrguer Bovino Congelado', [['672g', 22.9]], 12),
  t(9, 'Lasanha Bolonhesa', [['600g', 16.9]], 12),
  t(9, 'Filé de Tilápia Congelado', [['800g', 39.9]], 10),
  t(9, 'Sorvete Creme', [['1,5L', 19.9]], 6),
  t(9, 'Polpa de Fruta Maracujá', [['100g', 2.99]], 40),
  t(10, 'Chocolate ao Leite', [['90g', 6.49]], 20),
  t(10, 'Bala de Goma Sortida', [['500g', 9.9]], 12),
  t(10, 'Pirulito Morango', [['pct c/ 50', 12.9]], 12),
  t(10, 'Paçoca Rolha', [['pote c/ 50', 22.9]], 6),
  t(10, 'Chiclete Hortelã', [['cx c/ 100', 14.9]], 10),
  t(10, 'Wafer Chocolate', [['110g', 3.49]], 36),
];

/** Extra lines that multiply the catalogue for large seeds (benchmarks). */
export const lines = ['', 'Linha Econômica', 'Linha Premium', 'Embalagem Família', 'Edição Especial', 'Zero Lactose', 'Orgânico'];

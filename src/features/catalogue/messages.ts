// Every user-facing text of the home screen and the product card. Texts quoted by the
// specs are kept literally; the others are ours (the specs give none).

import type { SalesUnit } from '../../domain/entities/catalogue';

export const catalogueMessages = {
  partnerBar: (partner: string) => `Você está em ${partner}`,
  lanesNav: 'Listas de produtos',
  tabs: {
    history: 'Histórico',
    suggestions: 'Sugestões',
    promotions: 'Ofertas',
    'datas-curtas': 'Datas Curtas',
  },
  emptyLane: {
    history: 'Você ainda não tem compras por aqui.',
    suggestions: 'Nenhuma sugestão por enquanto.',
    promotions: 'Nenhuma oferta por enquanto.',
    'datas-curtas': 'Nenhum produto com data curta por enquanto.',
  },
  sortLabel: 'Ordenar histórico',
  sortRelevance: 'Relevância',
  sortAlphabetical: 'Alfabético',
  shortDated: 'DATA CURTA',
  unknownCardMode: 'Erro',
  cardSizeLarge: 'Cards grandes',
  support: 'Fale conosco',
  banners: 'Destaques',
  previousBanner: 'Banner anterior',
  nextBanner: 'Próximo banner',
  goToBanner: (n: number) => `Ir para o banner ${n}`,
  bannerLabel: (n: number, total: number) => `Banner ${n} de ${total}`,
  categories: 'Categorias',
  loading: 'Carregando produtos',
  code: (code: string) => `Cód. ${code}`,
  validity: (date: string) => `Validade: ${date}`,
  lastPurchase: (quantity: number, unit: string, packaging: string, date: string) =>
    `Última compra: ${quantity} ${unit} (${packaging}) em ${date}`,
  packaging: 'Embalagem',
  pricePerUnit: (price: string, unit: SalesUnit) => `${price}/${unit}`,
  promotion: (price: string, unit: SalesUnit, min: number) =>
    `${price}/${unit} a partir de ${min} ${unit}`,
  total: (value: string) => `Total: ${value}`,
  unities: (count: number) => `${count} ${count === 1 ? 'unidade' : 'unidades'}`,
  favorite: (family: string) => `Favoritar ${family}`,
  unfavorite: (family: string) => `Remover ${family} dos favoritos`,
  imagePlaceholder: 'Imagem indisponível',
} as const;

export type LaneId = keyof typeof catalogueMessages.tabs;

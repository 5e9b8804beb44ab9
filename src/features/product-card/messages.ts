// Every user-facing text of the product card (on the home lanes and in the cart). Texts
// quoted by the specs are kept literally; the others are ours (the specs give none).

import type { SalesUnit } from '../../domain/entities/catalogue';
import { MAX_QUANTITY } from '../../domain/quantity';

export const productCardMessages = {
  shortDated: 'DATA CURTA',
  unknownCardMode: 'Erro',
  code: (code: string) => `Cód. ${code}`,
  validity: (date: string) => `Validade: ${date}`,
  /** `counted`: '8 caixas de 10 UN' */
  lastPurchase: (counted: string, date: string) => `Última compra: ${counted} em ${date}`,
  packaging: 'Embalagem',
  pricePerUnit: (price: string, unit: SalesUnit) => `${price}/${unit}`,
  // read around a struck-out list price: 'de R$ 17,99 por R$ 16,19/UN'
  listPriceBefore: 'de ',
  listPriceAfter: ' por',
  promotion: (price: string, unit: SalesUnit, min: number) =>
    `${price}/${unit} a partir de ${min} ${unit}`,
  total: (value: string) => `Total: ${value}`,
  unities: (count: number) => `${count} ${count === 1 ? 'unidade' : 'unidades'}`,
  favorite: (family: string) => `Favoritar ${family}`,
  unfavorite: (family: string) => `Remover ${family} dos favoritos`,
  imagePlaceholder: 'Imagem indisponível',
  // the card's ways out: similar products, purchase history, sector, gallery, additional info
  similar: 'Similares',
  similarLabel: (family: string) => `Similares de ${family}`,
  history: 'Histórico',
  historyLabel: (family: string) => `Histórico de compra de ${family}`,
  sectorLabel: (sector: string) => `Setor ${sector}`,
  classify: 'Classificar',
  reclassify: 'Reclassificar',
  classifyLabel: (filed: boolean, family: string) => `${filed ? 'Reclassificar' : 'Classificar'} ${family}`,
  info: 'Mais informações',
  infoLabel: (family: string) => `Mais informações de ${family}`,
  galleryLabel: (family: string) => `Ver imagens de ${family}`,
  // the purchase controls
  quantityLabel: (family: string) => `Quantidade de ${family}`,
  /** `onePackage`: 'uma caixa', 'um fardo' */
  increase: (onePackage: string, family: string) => `Adicionar ${onePackage} de ${family}`,
  decrease: (onePackage: string, family: string) => `Remover ${onePackage} de ${family}`,
  suggested: (quantity: number, unit: string) => `Sugerido: ${quantity} ${unit}`,
  // what the quantity rules did to a typed entry, and why + and 'Adicionar' stop at the maximum
  maximum: `Máximo ${MAX_QUANTITY}`,
  aboveMaximum: (digits: string) => `Máximo ${MAX_QUANTITY}: ${digits} foi ignorado.`,
  notDigits: (typed: string, digits: string) =>
    digits === '' ? `Só números: “${typed}” foi ignorado.` : `Só números: “${typed}” virou ${Number(digits)}.`,
  add: 'Adicionar',
  addLabel: (family: string) => `Adicionar ${family} ao carrinho`,
  inCart: 'No carrinho',
  noPackageSelected: 'Não há embalagem selecionada...',
  confirmPackage: 'Confirme a embalagem selecionada:',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  // why the purchase controls are disabled
  lockedNote: 'Seu carrinho está bloqueado para alterações.',
  viewOnlyText: 'Seu cadastro precisa ser atualizado para realizar compras.',
} as const;

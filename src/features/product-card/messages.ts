// Every user-facing text of the product card (on the home lanes and in the cart). Texts
// quoted by the specs are kept literally; the others are ours (the specs give none).

import type { SalesUnit } from '../../domain/entities/catalogue';

export const productCardMessages = {
  shortDated: 'DATA CURTA',
  unknownCardMode: 'Erro',
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
  // the purchase controls
  quantityLabel: (family: string) => `Quantidade de ${family}`,
  increase: (family: string) => `Adicionar uma unidade de ${family}`,
  decrease: (family: string) => `Remover uma unidade de ${family}`,
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

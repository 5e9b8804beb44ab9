// Texts of the browse screens. Texts quoted by the spec are kept literally; the others are
// ours (the spec gives none).
export const browseMessages = {
  brands: 'Marcas',
  loading: 'Carregando…',
  categoryFallback: 'Categoria',
  familySearch: 'Buscar na categoria',
  noFamilies: 'Nenhuma família encontrada.',
  noProducts: 'Nenhum produto encontrado.',
  filterTags: 'Filtros',
  favorites: 'Favoritos',
  noFavorites: 'Você ainda não tem produtos favoritos.',
  products: (title: string) => `Produtos de ${title}`,
  loadingMore: 'Carregando mais produtos',
  loadFailed: 'Não foi possível carregar os produtos. Tente novamente.',
} as const;

// Every user-facing text of the search screen. Texts quoted by the spec are kept literally;
// the others are ours.
export const searchMessages = {
  title: 'Buscar',
  fieldLabel: 'Buscar produtos',
  placeholder: 'Nome, marca ou código',
  prompt: 'Digite o nome, a marca ou o código do produto.',
  searching: 'Buscando produtos…',
  found: (total: number) => (total === 1 ? '1 produto encontrado' : `${total} produtos encontrados`),
  // [commerce §2 Search]
  notFound: 'Não foi possivel encontrar esse produto...',
  notFoundHint: 'Confira se o nome foi digitado corretamente. Se estiver certo, o produto está indisponível no momento.',
  categories: 'Categorias',
  sectors: 'Setores',
  downloading: (percent: number) => `Baixando catálogo… ${percent}%`,
  results: 'Resultados da busca',
} as const;

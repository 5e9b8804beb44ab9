// The terms shown on the first visit (cookies, then privacy), served as markdown under /media/legal/.

export const cookiesPolicy = `# Política de Cookies do Balcão

Esta política explica como o Balcão usa cookies e tecnologias semelhantes de armazenamento no seu aparelho quando você usa o aplicativo para fazer pedidos aos seus distribuidores parceiros.

## O que são cookies e armazenamento local

Cookies são pequenos arquivos de texto gravados pelo navegador. Além deles, o Balcão usa o armazenamento local do navegador (Local Storage, IndexedDB e Cache Storage) para que o aplicativo funcione mesmo sem internet.

## O que guardamos no seu aparelho

- **Identificador do dispositivo**: um código aleatório que reconhece este aparelho, usado para manter você conectado com segurança e para listar os usuários salvos. Ele fica guardado por até 365 dias.
- **Sessão**: o token de acesso que comprova que você entrou no Balcão. Ele expira automaticamente.
- **Preferências**: parceiro selecionado, tamanho dos cartões de produto, ordenação das listas e a confirmação destes termos.
- **Dados para uso sem internet**: catálogo, carrinho e alterações ainda não enviadas, para que você continue trabalhando quando a conexão cair.

## O que não fazemos

O Balcão não usa cookies de publicidade nem compartilha dados de navegação com redes de anúncios. Não há rastreamento de terceiros dentro do aplicativo.

## Como remover

Você pode apagar os dados do Balcão nas configurações do seu navegador ou removendo o usuário salvo na tela de usuários. Ao apagar esses dados, será preciso entrar novamente e alterações ainda não enviadas podem ser perdidas.

## Contato

Em caso de dúvidas, fale conosco pelo WhatsApp de atendimento indicado no aplicativo.
`;

export const privacyPolicy = `# Política de Privacidade do Balcão

Esta política descreve como o Balcão trata os dados pessoais dos clientes e usuários, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).

## Quem somos

O Balcão é a plataforma de pedidos que conecta comércios aos seus distribuidores parceiros. Para os dados de cadastro e de pedidos, o distribuidor parceiro e o Balcão atuam em conjunto no tratamento, cada um dentro da sua finalidade.

## Quais dados tratamos

- **Cadastro**: CPF ou CNPJ, razão social ou nome, nome do contato, telefone de WhatsApp e e-mail.
- **Acesso**: usuário, código de acesso (guardado apenas de forma cifrada, nunca em texto), identificador do dispositivo, datas de acesso e tipo de navegador.
- **Compras**: carrinho, pedidos, histórico de compras, produtos favoritos e pagamentos (os dados completos do cartão não são armazenados pelo Balcão).

## Para que usamos

Usamos esses dados para identificar você com segurança, enviar o código de acesso, mostrar o catálogo e os preços do seu parceiro, registrar pedidos, sugerir produtos com base nas suas compras e cumprir obrigações legais e fiscais. As bases legais são a execução de contrato, o cumprimento de obrigação legal e o legítimo interesse na prevenção a fraudes.

## Compartilhamento

Os dados são compartilhados apenas com o distribuidor parceiro com quem você compra, com provedores de pagamento e de envio de mensagens, e com autoridades quando exigido por lei. Não vendemos dados pessoais.

## Segurança e retenção

Os dados trafegam com criptografia, os acessos são protegidos por sessões que podem ser encerradas a qualquer momento e tentativas repetidas de acesso são bloqueadas. Guardamos os dados pelo tempo necessário às finalidades acima e aos prazos legais.

## Seus direitos

Você pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade ou eliminação dos seus dados, além de informações sobre o compartilhamento e a revogação do consentimento, pelo WhatsApp de atendimento indicado no aplicativo.

## Alterações

Esta política pode ser atualizada. Quando houver mudanças relevantes, pediremos que você leia e concorde novamente ao entrar no Balcão.
`;

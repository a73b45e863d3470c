/**
 * Every Portuguese text the customer sees, grouped by screen, for legal and UX review in one file.
 * Texts quoted by SPEC.md are verbatim; the others are ours and are marked in docs/copy.md.
 * Strings with values are small functions so a missing value fails the type check.
 */
export const copy = {
  app: {
    skipToContent: 'Pular para o conteúdo',
    bankLogoAlt: (product: string) => `Logo da ${product}`,
    openFinanceLogoAlt: 'Open Finance Brasil',
    footer: 'Você está em uma transação segura. Clique aqui para saber mais.',
    loadingApp: 'Carregando...',
    redirectingToLogin: 'Redirecionando para o login seguro...',
    closeToast: 'Fechar aviso',
  },

  configError: {
    title: 'Não foi possível iniciar o portal',
    message:
      'A configuração deste portal está ausente ou inválida. Tente novamente em alguns minutos; se o problema continuar, volte para a instituição onde você iniciou a solicitação.',
  },

  loadError: {
    title: 'Não foi possível carregar o portal',
    message: 'Verifique sua conexão com a internet e tente novamente.',
    retry: 'Tentar novamente',
  },

  loading: {
    text: 'Aguarde enquanto carregamos os dados de sua solicitação.',
  },

  login: {
    callbackTitle: 'Concluindo seu login',
    callbackFailed: 'Não foi possível concluir o login.',
    missingIntent:
      'Não encontramos a solicitação a ser autorizada. Volte para a instituição onde você iniciou a operação e comece novamente.',
    sessionExpiredTitle: 'Sua sessão expirou',
    sessionExpiredMessage:
      'Por segurança, seu acesso expira após um tempo sem uso. Nada foi confirmado: entre novamente para continuar a mesma solicitação.',
    loginAgain: 'Entrar novamente',
  },

  /**
   * Issue 44: the customer's authorisations at `/autorizacoes` (docs/decisions/076). The kinds and
   * statuses are keyed as the bank's `tipo` and `status` (INTERFACE §7.2): a kind without its words
   * fails the typecheck of the list's words (features/authorisations/authorisationWords.ts).
   */
  authorisations: {
    title: 'Minhas autorizações',
    intro:
      'Aqui estão as autorizações que você deu pelo Open Finance: compartilhamento de dados, pagamentos e vínculos com outras instituições. Abra uma para ver o que foi autorizado e o que você pode fazer.',
    loading: 'Carregando suas autorizações...',
    active: 'Ativas',
    ended: 'Encerradas',
    kinds: {
      PAGAMENTO: 'Pix agendado',
      DADOS: 'Dados compartilhados',
      RECORRENTE: 'Pix recorrente',
      SWEEPING: 'Vínculo entre contas',
      AUTOMATICO: 'Pix Automático',
      VINCULO: 'Dispositivo vinculado para pagar sem redirecionamento',
    },
    statuses: {
      ATIVO: 'Ativa',
      REVOGADO: 'Revogada',
      EXPIRADO: 'Expirada',
      CONSUMIDO: 'Concluída',
    },
    kind: 'Tipo',
    status: 'Situação',
    since: 'Desde',
    until: 'Até',
    indefinite: 'Indeterminado',
    filterTitle: 'Filtrar autorizações',
    allKinds: 'Todos os tipos',
    allStatuses: 'Todas as situações',
    clearFilter: 'Limpar filtro',
    count: (shown: string, total: string) => `Mostrando ${shown} de ${total} autorizações.`,
    empty: 'Você não tem autorizações no Open Finance. Quando autorizar um compartilhamento de dados ou um pagamento em outra instituição, ele aparecerá aqui.',
    emptyFiltered: 'Nenhuma autorização corresponde ao filtro escolhido.',
    loadFailed: 'Não foi possível carregar suas autorizações.',
    loadFailedHint: 'Verifique sua conexão com a internet e tente novamente.',
    retry: 'Tentar novamente',
    open: 'Ver detalhes',
    openNamed: (institution: string) => `Ver detalhes da autorização para ${institution}`,
    exit: 'Sair',
    detail: {
      loading: 'Carregando a autorização...',
      institution: 'Instituição',
      termsTitle: 'O que você autorizou',
      notFoundTitle: 'Autorização não encontrada',
      notFoundMessage: 'Não encontramos esta autorização entre as suas. Confira a lista das suas autorizações.',
      loadFailed: 'Não foi possível carregar esta autorização.',
      backToList: 'Voltar para suas autorizações',
    },
  },

  timeLeft: {
    label: 'Tempo restante para confirmar',
    announcement: (clock: string) => `Restam ${clock} para confirmar.`,
    expired: 'O prazo para confirmar terminou. Inicie uma nova solicitação na instituição iniciadora.',
    expiredSharing: 'O prazo para confirmar terminou. Faça uma nova solicitação na instituição de destino.',
    qrLabel: 'Tempo restante do QR Code',
  },

  common: {
    confirmation: 'Confirmação',
    close: 'Fechar',
    back: 'Voltar',
    yes: 'Sim',
    ok: 'OK',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    currency: 'R$',
    paymentMethod: 'Pix - Open Finance',
    redirectNotice: 'Após a confirmação, você será redirecionado de volta para a instituição iniciadora.',
    notInformed: 'Não informado',
  },

  pix: {
    title: 'Confirmação',
    reviewIntro: 'Confira os dados do Pix solicitado pela instituição iniciadora.',
    amount: 'Valor',
    to: (name: string) => `Para ${name}`,
    recipient: 'Recebedor',
    name: 'Nome',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    pixKey: 'Chave Pix',
    institution: 'Instituição',
    paymentDate: 'Data do pagamento',
    source: 'Pagar com',
    method: 'Forma de pagamento',
    initiator: 'Iniciado por',
    description: 'Descrição',
    fiveMinutes: 'Você possui até 5 minutos para confirmá-la.',
    confirm: 'Confirmar transação',
    cancel: 'Cancelar transação',
    scheduledDate: 'Data agendada',
    beneficiary: 'Beneficiário',
    scheduledDescription: 'Pix agendado',
    initiationDateTime: 'Data e hora da iniciação',
    scheduledNote: 'Esta confirmação é do agendamento, não do pagamento.',
    scheduledRevoke: 'Você pode revogar o agendamento até um dia antes da data do pagamento pelo app.',
    paymentData: 'Dados do pagamento',
    firstPaymentDate: 'Primeiro pagamento',
    periodicity: 'Frequência',
    occurrences: 'Número de pagamentos',
    additionalInformation: 'Informações adicionais',
    periodicityWeekly: (day: string) => (day ? `Semanal (${day})` : 'Semanal'),
    periodicityMonthly: (day: number) => `Mensal (dia ${day})`,
    periodicityCustom: 'Datas personalizadas',
    weekdays: {
      SEGUNDA_FEIRA: 'segunda-feira',
      TERCA_FEIRA: 'terça-feira',
      QUARTA_FEIRA: 'quarta-feira',
      QUINTA_FEIRA: 'quinta-feira',
      SEXTA_FEIRA: 'sexta-feira',
      SABADO: 'sábado',
      DOMINGO: 'domingo',
      MONDAY: 'segunda-feira',
      TUESDAY: 'terça-feira',
      WEDNESDAY: 'quarta-feira',
      THURSDAY: 'quinta-feira',
      FRIDAY: 'sexta-feira',
      SATURDAY: 'sábado',
      SUNDAY: 'domingo',
    } as Record<string, string>,
  },

  doubleSignature: {
    title: 'Autorização',
    text: (date: string) =>
      `Todos os aprovadores têm até ${date} às 23:59 para autorizar nos canais do banco. Depois desse prazo, será necessária uma nova ordem de pagamento.`,
    withTimeText: (date: string, time: string) =>
      `Esta conta exige a autorização de mais de um usuário. Todos os aprovadores têm até ${date} às ${time} para autorizar o compartilhamento nos canais do banco.`,
  },

  accountType: {
    CACC: 'Conta Corrente',
    SVGS: 'Conta Poupança',
    TRAN: 'Conta de Pagamento',
    SLRY: 'Conta Salário',
  } as Record<string, string>,

  /** Choosing the paying account (INTERFACE §6.1, docs/decisions/052). */
  accounts: {
    legend: 'Pagar com',
    hint: 'Escolha a conta de onde sai o dinheiro deste pagamento.',
    branch: (branch: string) => `Agência ${branch}`,
    number: (number: string) => `Conta ${number}`,
    unavailable: (reason: string) => `Indisponível: ${reason}`,
    unavailableNoReason: 'Indisponível para este pagamento.',
    chooseToConfirm: 'Escolha uma conta disponível para confirmar a transação.',
    noneAvailable: 'Nenhuma das suas contas pode fazer este pagamento agora. Cancele a transação e, se precisar, procure sua cooperativa.',
  },

  recurring: {
    title: 'Confirmação',
    intro: 'Esta confirmação é do agendamento, não do pagamento em si. Você possui até 5 minutos para confirmá-la.',
    amount: 'Valor',
    to: (name: string) => `Para ${name}`,
    frequency: 'Frequência',
    firstPayment: 'Primeiro pagamento',
    recipient: 'Recebedor',
    name: 'Nome',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    institution: 'Instituição',
    pixKey: 'Chave Pix',
    schedule: 'Dados do agendamento',
    startsOn: 'Começa em',
    endsOn: 'Encerra em',
    paymentsCount: 'Número de pagamentos',
    recurrenceName: 'Nome da recorrência',
    payWith: 'Pagar com',
    paymentMethod: 'Forma de pagamento',
    openEnded: 'Indeterminado',
    balanceNote: 'Mantenha saldo disponível na conta nas datas agendadas para que os pagamentos sejam realizados.',
    cancelNote: 'Você pode cancelar o agendamento até um dia antes da data de cada pagamento.',
    confirm: 'Confirmar transação',
    cancel: 'Cancelar transação',
    // recurring-end
  },

  frequencies: {
    DIARIA: 'Diária',
    SEMANAL: 'Semanal',
    MENSAL: 'Mensal',
    TRIMESTRAL: 'Trimestral',
    SEMESTRAL: 'Semestral',
    ANUAL: 'Anual',
  },

  sweeping: {
    title: 'Confirmação',
    intro: (time: string) =>
      `Esta confirmação é do vínculo entre as contas, não de um pagamento. Você possui até as ${time} para autorizá-lo.`,
    linkWith: (institution: string) => `Vínculo com ${institution}`,
    startDate: (date: string) => `Data de início: ${date}`,
    holder: 'Titular',
    name: 'Nome',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    source: 'Conta de origem',
    institution: 'Instituição',
    account: 'Conta corrente',
    branch: 'Agência',
    paymentMethod: 'Forma de pagamento',
    link: 'Dados do vínculo',
    description: 'Descrição',
    triggers: 'Gatilhos de transferência',
    start: 'Começa em',
    end: 'Encerra em',
    linkId: 'ID do vínculo',
    linkLimit: 'Limite total do vínculo',
    linkLimitUntil: (date: string) => `somando todas as transferências até ${date}`,
    linkLimitOpenEnded: 'somando todas as transferências enquanto o vínculo existir',
    destination: 'Conta de destino',
    transactionLimit: 'Limite por transação',
    balanceNote: 'As transferências dependem de saldo disponível na conta de origem.',
    cancelNote: 'Você pode cancelar o vínculo a qualquer momento.',
    confirm: 'Confirmar vínculo',
    cancel: 'Cancelar vínculo',
    // sweeping-end
  },

  automatic: {
    title: 'Confirmação',
    intro: (firstDate: string, time: string) =>
      `Ao confirmar, você cria o Pix Automático. O primeiro pagamento será realizado em ${firstDate}. Você possui até as ${time} para confirmá-lo.`,
    introImmediate: (when: string, amount: string, firstDate: string, time: string) =>
      `Ao confirmar, você cria o Pix Automático e realiza ${when} o pagamento imediato de ${amount}. Os pagamentos recorrentes começam em ${firstDate}. Você possui até as ${time} para confirmá-lo.`,
    today: 'hoje',
    onDate: (date: string) => `em ${date}`,
    summary: 'Pix Automático',
    plan: 'Pagamentos recorrentes',
    to: 'Para',
    amount: 'Valor',
    initiatedBy: 'Iniciado por',
    frequency: 'Frequência',
    firstPaymentOn: 'Primeiro pagamento em',
    recipient: 'Recebedor',
    name: 'Nome',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    schedule: 'Dados do agendamento',
    startsOn: 'Começa em',
    endsOn: 'Encerra em',
    occurrences: 'Número de pagamentos',
    description: 'Descrição do pagamento',
    paymentMethod: 'Forma de pagamento',
    chargeId: 'ID da cobrança',
    limit: 'Limite da autorização',
    indeterminate: 'Indeterminado',
    /** The paying account (docs/decisions/065): the bank's `debtorAccount`, else said to be unknown. */
    payWith: 'Pagar com',
    accountNotGiven: 'Conta não informada',
    immediate: 'Pagamento imediato',
    immediateAmount: 'Valor',
    immediateDate: 'Data do pagamento',
    immediateDescription: 'Descrição',
    immediateOn: (when: string) => `Data do pagamento: ${when}`,
    todayDate: (date: string) => `hoje, ${date}`,
    immediateAbout: (text: string) => `Descrição: ${text}`,
    balanceNote: 'Mantenha saldo disponível na conta nas datas de vencimento para que os pagamentos sejam realizados.',
    cancelNote: 'Você pode cancelar o Pix Automático até um dia antes da data de cada pagamento.',
    retryNote: 'Estão previstas novas tentativas de pagamento após a data de vencimento.',
    lateNote: 'Pagamentos feitos após o vencimento podem ter juros e multa acrescidos ao próximo pagamento.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    // automatic-end
  },

  /** The device enrolment of the journey without redirection (INTERFACE §6.2; docs/decisions/053-device-enrolment.md). */
  enrolment: {
    title: 'Vincular dispositivo',
    intro: (initiator: string, device: string) =>
      `${initiator} pede para vincular o dispositivo ${device} à sua conta. Com o vínculo, você poderá pagar com Pix por esse dispositivo, dentro dos limites abaixo, sem ser redirecionado para a cooperativa.`,
    fifteenMinutes: 'Você possui até 15 minutos para confirmá-lo.',
    requestedBy: 'Solicitado por',
    initiator: 'Instituição',
    cnpj: 'CNPJ',
    device: 'Dispositivo',
    deviceName: 'Nome do dispositivo',
    holder: 'Titular',
    name: 'Nome',
    cpf: 'CPF',
    company: 'CNPJ da empresa',
    account: 'Conta',
    branch: 'Agência',
    terms: 'Limites e validade',
    termsIntro: 'Você pode alterar os limites e a validade antes de confirmar.',
    transactionLimit: 'Limite por transação',
    transactionHint: 'Valor máximo de cada Pix feito por esse dispositivo.',
    dailyLimit: 'Limite diário (opcional)',
    dailyHint: 'Soma máxima dos Pix do dia por esse dispositivo. Deixe em branco para não ter limite diário.',
    validity: 'Validade do vínculo',
    validityUntil: 'Até uma data',
    validityDate: 'Data de término do vínculo',
    validityIndeterminate: 'Indeterminado',
    validityHint: 'Sem data de término, o vínculo vale até você cancelá-lo.',
    errors: {
      required: 'Informe o limite por transação.',
      invalid: 'Informe um valor em reais, por exemplo 500,00.',
      notPositive: 'Informe um valor maior que zero.',
      tooManyDecimals: 'Use no máximo dois dígitos para os centavos.',
      aboveDaily: (daily: string) => `O limite por transação não pode ser maior que o limite diário (${daily}).`,
      belowTransaction: (transaction: string) => `O limite diário não pode ser menor que o limite por transação (${transaction}).`,
      validityRequired: "Informe a data de término do vínculo ou escolha 'Indeterminado'.",
      validityInvalid: 'Informe uma data válida.',
      notAfterToday: 'Escolha uma data depois de hoje.',
    },
    /** INTERFACE §6.1's account choice, for an enrolment without `dados.conta`. */
    accountChoice: {
      legend: 'Conta do vínculo',
      hint: 'Escolha a conta que os pagamentos feitos por este dispositivo vão usar.',
      noneAvailable: 'Nenhuma das suas contas pode ser vinculada agora. Cancele o vínculo e, se precisar, procure sua cooperativa.',
    },
    chooseAccountToConfirm: 'Escolha uma conta disponível para confirmar o vínculo.',
    /** Beside 'Confirmar vínculo' while a value is refused: which field to correct (its message is next to it). */
    fixToConfirm: {
      limiteTransacao: 'Para confirmar o vínculo, corrija o limite por transação.',
      limiteDiario: 'Para confirmar o vínculo, corrija o limite diário.',
      limits: 'Para confirmar o vínculo, ajuste o limite por transação ou o limite diário.',
      validade: 'Para confirmar o vínculo, corrija a data de término.',
      several: 'Para confirmar o vínculo, corrija os campos indicados acima.',
    },
    cancelNote: 'Você pode cancelar o vínculo a qualquer momento.',
    confirm: 'Confirmar vínculo',
    cancel: 'Cancelar',
    // enrolment-end
  },

  sharing: {
    title: 'Confirmação',
    identification: 'Identificação',
    name: 'Nome',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    destination: 'Instituição de destino',
    /** The receiving institution initiates nothing: on every sharing text it is the 'instituição de destino'. */
    redirectNotice: 'Após a confirmação, você será redirecionado de volta para a instituição de destino.',
    request: 'Dados da solicitação',
    requestDate: 'Data da solicitação',
    period: 'Prazo',
    periodUntil: (prazo: string, date: string) => `${prazo} (até ${date})`,
    requested: 'Dados solicitados',
    view: 'Visualizar >',
    viewLabel: (group: string) => `Visualizar ${group}`,
    products: 'Produtos de crédito e investimento',
    selectAll: 'Selecionar tudo',
    oneHour: 'Você possui até uma hora para confirmá-la.',
    confirm: 'Confirmar compartilhamento',
    refuse: 'Recusar compartilhamento',
    incomplete:
      'Não foi possível exibir esta solicitação de compartilhamento porque faltam informações necessárias. Recuse o compartilhamento para voltar à instituição de destino e, se desejar, faça uma nova solicitação por lá.',
    infoItems: 'Dados que serão compartilhados',
    infoPortal: 'Saiba mais sobre esses dados no portal do Open Finance Brasil',
    infoPortalNewTab: '(abre em nova aba)',
    infoPortalUrl: 'https://openfinancebrasil.org.br/quais-dados-podem-ser-compartilhados/',
    // sharing-end
  },

  /**
   * Issue 44: a kind's terms shown read-only on `/autorizacoes/{id}` (features/review), and point 6's
   * way back, on the screens that promise the authorisation can be cancelled later (docs/decisions/077).
   */
  review: {
    termsLabel: 'Termos da autorização',
    loading: 'Carregando os termos da autorização...',
    unreadable: 'Não foi possível exibir os termos desta autorização: os dados recebidos do banco estão incompletos ou em um formato desconhecido.',
    /** A device enrolment's limits and validity, as the customer confirmed them. */
    dailyLimit: 'Limite diário',
    noDailyLimit: 'Sem limite diário',
    whereToCancel: {
      before: 'Depois, você pode ver e cancelar esta autorização em',
      link: 'Minhas autorizações',
      newTab: '(abre em nova aba)',
    },
    // review-end
  },

  handoff: {
    title: 'Redirecionamento',
    text: (product: string) =>
      `Você será direcionado para o app ${product} Mobile para continuar com segurança. Se ele não abrir em alguns segundos, toque no botão abaixo.`,
    continueInApp: (product: string) => `Continuar no app ${product} Mobile`,
    progress: 'Abrindo o app',
    // handoff-end
  },

  /** What the customer can do after the bank refused a credential, under its message on /segredo (docs/decisions/048). */
  refusal: {
    retrySms: "Para tentar de novo, digite o código recebido ou peça outro em 'Reenviar SMS'. Para desistir, use 'Cancelar'.",
    retrySignature: "Para tentar de novo, digite sua assinatura eletrônica. Para desistir, use 'Cancelar'.",
    retryQr: "Para tentar de novo, use 'Gerar novo QR Code'. Para desistir, use 'Cancelar'.",
    cancel: "Com o bloqueio, não é possível confirmar esta solicitação. Use 'Cancelar' para voltar à outra instituição.",
  },

  security: {
    title: 'Para sua segurança',
    loading: 'Carregando...',
    smsIntro: 'Digite o código de 6 dígitos que enviamos por SMS para o seu celular cadastrado.',
    smsGroupLabel: 'Código recebido por SMS',
    smsDigitLabel: (position: number) => `Dígito ${position} de 6`,
    confirm: 'Confirmar',
    resendSms: 'Reenviar SMS',
    cancel: 'Cancelar',
    smsSent: 'Enviamos um código por SMS.',
    smsResent: 'Enviamos um novo código por SMS.',
    smsSending: 'Enviando o código por SMS...',
    smsSendFailed: 'Não foi possível enviar o código por SMS.',
    smsSendAgain: "Para tentar de novo, use o botão 'Reenviar SMS'.",
    /** A 429 without the bank's message: resending cannot help (docs/decisions/065). */
    smsLimit: 'Limite de envios de SMS atingido. Tente novamente mais tarde.',
    signatureLabel: 'Assinatura eletrônica',
    signaturePlaceholder: 'Assinatura eletrônica',
    signatureIntro: 'Digite sua assinatura eletrônica para confirmar.',
    qrTitle: 'Unitoken QR Code',
    qrSteps: [
      'Abra o app da cooperativa no seu celular e acesse o Unitoken.',
      'Escolha a opção de ler QR Code e aponte a câmera para o código abaixo.',
      'Confira os dados da transação no app e confirme.',
    ],
    qrAlt: 'QR Code para autorizar a transação no app',
    qrExpiredNotice: (limit: string) => `O QR Code expira em ${limit}.`,
    qrFailed: 'A operação não pode ser realizada',
    qrExpired: 'Tempo expirado para validar a transação',
    qrRetry: 'Gerar novo QR Code',
    networkError: 'Não foi possível conectar ao banco. Verifique sua conexão e tente novamente.',
    signatureRequired: 'Digite sua assinatura eletrônica para continuar.',
    qrIntro: 'Use o app da cooperativa no seu celular para ler o QR Code e autorizar.',
    qrLoading: 'Gerando o QR Code...',
    qrWaiting: 'Aguardando a autorização no app.',
    /** SPEC §9: the notice says 1:30 for payments and 24 h for sharing (the real expiry is 90 s and 30 min). */
    qrLimitPayment: '1:30',
    qrLimitSharing: '24 h',
    qrAuthorising: 'Autorização recebida. Concluindo a operação...',
    qrTransaction: {
      PAGAMENTO: (name: string) => `Pix para ${name}`,
      RECORRENTE: (name: string) => `Pix recorrente para ${name}`,
      DADOS: (institution: string) => `Compartilhamento de dados com ${institution}`,
      SWEEPING: (institution: string) => `Vínculo de conta com ${institution}`,
      AUTOMATICO: (name: string) => `Pix Automático para ${name}`,
      VINCULO: (device: string, initiator: string) => `Vínculo do dispositivo ${device} com ${initiator}`,
    },
    /**
     * One line above the device's form: what the code (signature, QR) confirms, from the very terms
     * the authorisation sends (docs/decisions/065). `account`: 'Conta Corrente 12345-6', or null.
     */
    confirming: {
      payment: (amount: string, payee: string, account: string | null) =>
        `Você está confirmando: Pix de ${amount} para ${payee}${account ? `, da ${account}` : ''}.`,
      scheduled: (amount: string, payee: string, date: string, account: string | null) =>
        `Você está confirmando: Pix agendado de ${amount} para ${payee} em ${date}${account ? `, da ${account}` : ''}.`,
      recurring: (amount: string, frequency: string, payee: string, account: string | null) =>
        `Você está confirmando: Pix recorrente de ${amount} (${frequency}) para ${payee}${account ? `, da ${account}` : ''}.`,
      automatic: (payee: string, amount: string, account: string | null) =>
        `Você está confirmando: Pix Automático para ${payee}, ${amount}${account ? `, da ${account}` : ''}.`,
      automaticAmount: (amount: string) => `valor de ${amount}`,
      automaticLimit: (limit: string) => `até ${limit} por cobrança`,
      automaticNoLimit: 'sem valor máximo',
      sweeping: (institution: string, perTransfer: string, total: string, account: string | null) =>
        `Você está confirmando: vínculo com ${institution}, até ${perTransfer} por transferência e ${total} no total${account ? `, da ${account}` : ''}.`,
      sharing: (institution: string) => `Você está confirmando: compartilhamento dos seus dados com ${institution}.`,
      enrolment: (device: string, perTransaction: string, daily: string, validity: string, account: string | null) =>
        `Você está confirmando: vínculo do dispositivo ${device}, até ${perTransaction} por transação, ${daily}, ${validity}${account ? `, na ${account}` : ''}.`,
      dailyLimit: (amount: string) => `até ${amount} por dia`,
      noDailyLimit: 'sem limite diário',
      validUntil: (date: string) => `válido até ${date}`,
      noEndDate: 'validade indeterminada',
      account: (type: string, number: string) => (type ? `${type} ${number}` : `conta ${number}`),
    },
  },

  redirect: {
    title: 'Redirecionando',
    text: 'Estamos redirecionando você de volta para a instituição iniciadora. Este redirecionamento é seguro e necessário para concluir a operação.',
    initiatorLogoAlt: 'Logo da instituição iniciadora',
    sharingText:
      'Estamos redirecionando você de volta para a instituição de destino. Este redirecionamento é seguro e necessário para concluir a operação.',
    sharingLogoAlt: 'Logo da instituição de destino',
    progress: 'Redirecionamento em andamento',
  },

  modal: {
    cancelTitle: 'Cancelar transação',
    cancelText: 'Tem certeza que deseja cancelar? A transação não será realizada e você voltará para a instituição iniciadora.',
    cancelConfirm: 'Sim, cancelar',
    cancelKeep: 'Voltar',
    infoTitle: 'Transação segura',
    infoText:
      'O Open Finance permite que você compartilhe dados e inicie pagamentos entre instituições autorizadas pelo Banco Central, com o seu consentimento. Você está no ambiente seguro da sua cooperativa: nenhuma senha é compartilhada com a outra instituição.',
    overdraftTitle: 'Usar cheque especial?',
    overdraftConfirm: 'Sim',
    overdraftBack: 'Voltar',
    fundsTitle: 'Saldo insuficiente',
    fundsText: 'Você não tem saldo suficiente para esta transação.',
    fundsNextStep: 'Para continuar, adicione saldo à conta e confirme de novo. Se preferir, cancele a transação para voltar à instituição iniciadora.',
    cancelShareTitle: 'Recusar compartilhamento',
    cancelShareText: 'Tem certeza que deseja recusar? Nenhum dado será compartilhado e você voltará para a instituição de destino.',
    cancelShareConfirm: 'Sim, recusar',
    cancelSweepingTitle: 'Cancelar vínculo',
    cancelSweepingText: 'Tem certeza que deseja cancelar? O vínculo não será criado e você voltará para a instituição iniciadora.',
    cancelAutomaticTitle: 'Cancelar Pix Automático',
    cancelAutomaticText: 'Tem certeza que deseja cancelar? O Pix Automático não será autorizado e você voltará para a instituição iniciadora.',
    cancelEnrolmentTitle: 'Cancelar vínculo',
    cancelEnrolmentText: 'Tem certeza que deseja cancelar? O dispositivo não será vinculado e você voltará para a instituição iniciadora.',
    recurringTitle: 'Confirmar agendamento',
    recurringText: 'Você vai confirmar o agendamento dos pagamentos recorrentes. Na próxima etapa, valide com seu dispositivo de segurança.',
    sweepingTitle: 'Confirmar vínculo',
    sweepingText: 'Você vai confirmar o vínculo entre as contas. Na próxima etapa, valide com seu dispositivo de segurança.',
    automaticTitle: 'Confirmar Pix Automático',
    automaticText: 'Você vai autorizar o Pix Automático. Na próxima etapa, valide com seu dispositivo de segurança.',
    continue: 'Continuar',
    defaultTitle: 'Aviso',
  },

  results: {
    goToSite: (product: string) => `Ir para o site da ${product}`,
    defaultTitle: 'Algo deu errado',
    defaultMessage:
      'Infelizmente, ocorreu um erro na operação. Por favor, reinicie a transação na instituição iniciadora de pagamentos.',
    defaultSharingMessage:
      'Infelizmente, ocorreu um erro na operação. Por favor, solicite o compartilhamento novamente na instituição de destino.',
    alertTitle: 'Não é possível continuar',
    otherAccount: 'Acessar outra conta',
    exit: 'Sair',
    backToInitiator: 'Voltar para a outra instituição',
    cancelledTitle: 'Transação cancelada',
    cancelledMessage: 'Você cancelou a transação com sucesso.',
    sharingRefusedTitle: 'Compartilhamento recusado',
    sharingRefusedMessage: 'Você recusou o compartilhamento de dados. Nenhum dado será compartilhado com a instituição de destino.',
    decidedTitle: 'Solicitação já respondida',
    decidedMessage:
      'Esta transação já foi autorizada ou recusada e não pode ser confirmada novamente. Para fazer uma nova transação, inicie-a novamente na instituição iniciadora.',
    decidedSharingMessage:
      'Este compartilhamento já foi autorizado ou recusado e não pode ser confirmado novamente. Se desejar, solicite o compartilhamento novamente na instituição de destino.',
    decidedEnrolmentMessage:
      'Este vínculo de dispositivo já foi autorizado ou recusado e não pode ser confirmado novamente. Para vincular o dispositivo, inicie o vínculo novamente na instituição iniciadora.',
    expiredTitle: 'Tempo expirado',
    expiredMessage: 'O prazo de 5 minutos para confirmar a transação terminou. Por favor, reinicie a transação na instituição iniciadora.',
    expiredEnrolmentMessage: 'O prazo de 15 minutos para confirmar o vínculo do dispositivo terminou. Por favor, inicie o vínculo novamente na instituição iniciadora.',
    expiredSharingMessage:
      'O prazo de 60 minutos para confirmar o compartilhamento terminou. Por favor, solicite o compartilhamento novamente.',
    processingTitle: 'A transação está sendo processada',
    processingSharingTitle: 'O compartilhamento está sendo processado',
    processingMessage: 'Isso pode levar alguns minutos. Confira o resultado no seu extrato antes de tentar novamente.',
    processingSharingMessage: 'Isso pode levar alguns minutos. Confira o resultado nos canais da cooperativa antes de tentar novamente.',
    processingWaiting: 'Continuamos aguardando a resposta do banco por mais alguns minutos. Quando ela chegar, você seguirá automaticamente.',
    processingGivenUp: 'Não recebemos a resposta do banco a tempo. Você pode voltar para a outra instituição e conferir lá o resultado.',
    redirectTitle: 'Não foi possível redirecionar',
    redirectMessage:
      'Ocorreu um erro ao redirecionar você para a instituição iniciadora. Verifique na outra instituição se a operação foi concluída antes de reiniciá-la.',
    redirectSharingMessage:
      'Ocorreu um erro ao redirecionar você para a instituição de destino. Verifique na instituição de destino se o compartilhamento foi concluído antes de solicitá-lo novamente.',
  },

  /**
   * Issue 34, point 1: every wait names what it waits for (docs/decisions/047). One line per
   * subject of a decision: an immediate Pix, a scheduled one, a recurring Pix, a data sharing, a
   * sweeping link, an automatic Pix.
   */
  waits: {
    authorising: {
      payment: 'Autorizando o pagamento...',
      scheduled: 'Autorizando o agendamento do Pix...',
      recurring: 'Autorizando o Pix recorrente...',
      sharing: 'Autorizando o compartilhamento de dados...',
      link: 'Autorizando o vínculo entre as contas...',
      automatic: 'Autorizando o Pix Automático...',
      enrolment: 'Autorizando o vínculo do dispositivo...',
    },
    qrWaiting: {
      payment: 'Aguardando a autorização do pagamento no app.',
      scheduled: 'Aguardando a autorização do agendamento do Pix no app.',
      recurring: 'Aguardando a autorização do Pix recorrente no app.',
      sharing: 'Aguardando a autorização do compartilhamento de dados no app.',
      link: 'Aguardando a autorização do vínculo entre as contas no app.',
      automatic: 'Aguardando a autorização do Pix Automático no app.',
      enrolment: 'Aguardando a autorização do vínculo do dispositivo no app.',
    },
  },

  /**
   * Issue 34, point 2: the redirect screen says what was decided before the customer leaves
   * (docs/decisions/047). `unknown`: the decision is known but not its kind (a reload while an
   * authorisation was in doubt keeps only whether it was a sharing); `neutral`: not even the decision.
   */
  outcome: {
    authorised: {
      payment: 'Pagamento autorizado',
      scheduled: 'Agendamento autorizado',
      recurring: 'Agendamento autorizado',
      sharing: 'Compartilhamento autorizado',
      link: 'Vínculo autorizado',
      automatic: 'Pix Automático autorizado',
      enrolment: 'Vínculo do dispositivo autorizado',
      unknown: 'Autorização concluída',
    },
    refused: {
      payment: 'Pagamento cancelado',
      scheduled: 'Agendamento cancelado',
      recurring: 'Agendamento cancelado',
      sharing: 'Compartilhamento recusado',
      link: 'Vínculo cancelado',
      automatic: 'Pix Automático cancelado',
      enrolment: 'Vínculo do dispositivo cancelado',
      unknown: 'Solicitação cancelada',
    },
    neutral: 'Confira o resultado na outra instituição.',
  },

  /**
   * Issue 44, points 3 and 4: revoking an authorisation and changing a maximum amount at
   * `/autorizacoes` (INTERFACE §7; docs/decisions/078). `stops`: what ends when one is revoked, one
   * line per effect; each kind's module names its line (`revocationStops`).
   */
  authorisationActions: {
    revoke: 'Revogar',
    /** Completes 'Revogar' for screen readers: the button names the institution it acts on. */
    revokeWhose: (institution: string) => `autorização de ${institution}`,
    revokeTitle: (institution: string) => `Revogar a autorização de ${institution}?`,
    stops: {
      scheduledPayment: 'O Pix agendado não será realizado e nenhum valor será debitado da sua conta por ele.',
      recurringPayments: 'Os pagamentos agendados que ainda não foram realizados não serão mais feitos.',
      transfers: 'Não serão feitas novas transferências entre as suas contas por este vínculo.',
      automaticPayments: 'Os próximos pagamentos deste Pix Automático não serão mais realizados.',
      sharedData: 'Seus dados deixarão de ser compartilhados com esta instituição.',
      device: 'O dispositivo deixará de fazer pagamentos sem redirecionamento. Para voltar a usá-lo assim, será preciso vinculá-lo novamente.',
    },
    revokeFinal: 'A revogação não pode ser desfeita. O que já foi realizado não é desfeito.',
    revokeConfirm: 'Sim, revogar',
    keep: 'Voltar',
    revoked: (institution: string) => `A autorização de ${institution} foi revogada.`,
    changeLimit: 'Alterar valor máximo',
    changeLimitWhose: (institution: string) => `da autorização de ${institution}`,
    limitLegend: 'Alterar o valor máximo',
    limitLabel: 'Novo valor máximo',
    limitHint: (current: string) => `Valor máximo atual: ${current}. Informe o maior valor que cada pagamento poderá ter.`,
    limitContinue: 'Continuar',
    limitCancel: 'Cancelar',
    limitErrors: {
      required: 'Informe o novo valor máximo.',
      invalid: 'Informe um valor em reais, por exemplo 150,00.',
      notPositive: 'Informe um valor maior que zero.',
      tooManyDecimals: 'Use no máximo dois dígitos para os centavos.',
      unchanged: 'Informe um valor diferente do valor máximo atual.',
    },
    limitTitle: 'Confirmar o novo valor máximo',
    limitText: (from: string, to: string) => `O valor máximo de cada pagamento passará de ${from} para ${to}.`,
    limitConfirm: 'Confirmar alteração',
    limitChanged: (amount: string) => `O valor máximo agora é ${amount}.`,
    limitChangedDone: 'O valor máximo foi alterado.',
    changedElsewhere: 'Esta autorização foi alterada em outro canal. Ela aparece aqui como está agora.',
    failed: 'Não foi possível concluir a operação. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
} as const;

export type Copy = typeof copy;

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

  loading: {
    text: 'Aguarde enquanto carregamos os dados de sua solicitação.',
  },

  login: {
    callbackTitle: 'Concluindo seu login',
    callbackFailed: 'Não foi possível concluir o login.',
    missingIntent: 'Não encontramos a solicitação a ser autorizada.',
  },

  common: {
    confirmation: 'Confirmação',
    close: 'Fechar',
    back: 'Voltar',
    yes: 'Sim',
    ok: 'OK',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
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
    source: 'Origem do pagamento',
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
  },

  doubleSignature: {
    title: 'Autorização',
    text: (date: string) =>
      `Todos os aprovadores têm até ${date} às 23:59 para autorizar nos canais do banco. Depois desse prazo, será necessária uma nova ordem de pagamento.`,
    sharingText: (date: string, time: string) =>
      `Esta conta exige a autorização de mais de um usuário. Todos os aprovadores têm até ${date} às ${time} para autorizar o compartilhamento nos canais do banco.`,
  },

  accountType: {
    CACC: 'Conta Corrente',
    SVGS: 'Conta Poupança',
    TRAN: 'Conta de Pagamento',
    SLRY: 'Conta Salário',
  } as Record<string, string>,

  recurring: {
    // recurring-end
  },

  sweeping: {
    // sweeping-end
  },

  automatic: {
    // automatic-end
  },

  sharing: {
    // sharing-end
  },

  handoff: {
    // handoff-end
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
    smsSent: 'Enviamos um novo código por SMS.',
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
  },

  redirect: {
    title: 'Redirecionando',
    text: 'Estamos redirecionando você de volta para a instituição iniciadora. Este redirecionamento é seguro e necessário para concluir a operação.',
    initiatorLogoAlt: 'Logo da instituição iniciadora',
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
    cancelShareTitle: 'Recusar compartilhamento',
    cancelShareText: 'Tem certeza que deseja recusar? Nenhum dado será compartilhado e você voltará para a outra instituição.',
    cancelShareConfirm: 'Sim, recusar',
    cancelSweepingTitle: 'Cancelar vínculo',
    cancelSweepingText: 'Tem certeza que deseja cancelar? O vínculo não será criado e você voltará para a instituição iniciadora.',
    cancelAutomaticTitle: 'Cancelar Pix Automático',
    cancelAutomaticText: 'Tem certeza que deseja cancelar? O Pix Automático não será autorizado e você voltará para a instituição iniciadora.',
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
    sharingRefusedMessage: 'Você recusou o compartilhamento de dados. Nenhum dado será compartilhado com a outra instituição.',
    expiredTitle: 'Tempo expirado',
    expiredMessage: 'O prazo de 5 minutos para confirmar a transação terminou. Por favor, reinicie a transação na instituição iniciadora.',
    expiredSharingMessage:
      'O prazo de 60 minutos para confirmar o compartilhamento terminou. Por favor, solicite o compartilhamento novamente.',
    processingTitle: 'A transação está sendo processada',
    processingSharingTitle: 'O compartilhamento está sendo processado',
    processingMessage: 'Isso pode levar alguns minutos. Confira o resultado no seu extrato antes de tentar novamente.',
    processingSharingMessage: 'Isso pode levar alguns minutos. Confira o resultado nos canais da cooperativa antes de tentar novamente.',
    redirectTitle: 'Não foi possível redirecionar',
    redirectMessage:
      'Ocorreu um erro ao redirecionar você para a instituição iniciadora. Verifique na outra instituição se a operação foi concluída antes de reiniciá-la.',
  },
} as const;

export type Copy = typeof copy;

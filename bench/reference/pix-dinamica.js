/*
 * The dynamic floor of `npm run bench` (docs/performance.md): no framework, the same network work
 * as the portal's consent screen. It reads the session the portal keeps in sessionStorage (the
 * OIDC user's access token and the intent id), fetches /config.json, then the consent from the BFF
 * with the token, renders the immediate Pix confirmation from it with DOM calls, and sets the
 * mark the portal sets when its consent is on screen, at the same moment: after the frame that
 * draws it.
 *
 * The login floor: opened as the provider's redirect back to /callback after a login that
 * pix-entrada.js started (the bench's ingress hands it this page by its state), it first does what
 * the portal's /callback does with oidc-client-ts: the code exchanged for the tokens with the PKCE
 * verifier (no user info, as the portal since decision 084), the code dropped from the address;
 * then the same consent work.
 */
(function () {
  'use strict';
  var money = function (value) {
    var parts = Number(value).toFixed(2).split('.');
    return 'R$ ' + parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ',' + parts[1];
  };
  var date = function (iso) {
    var d = String(iso).slice(0, 10).split('-');
    return d[2] + '/' + d[1] + '/' + d[0];
  };
  var maskCpf = function (doc) {
    var digits = String(doc).replace(/\D/g, '');
    return '***.' + digits.slice(3, 6) + '.' + digits.slice(6, 9) + '-**';
  };
  var account = function (number) {
    var digits = String(number);
    return 'Conta Corrente ' + digits.slice(0, -1) + '-' + digits.slice(-1);
  };
  var el = function (tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  var rows = function (list, items) {
    items.forEach(function (item) {
      var row = el('div', 'fields__row');
      row.appendChild(el('dt', '', item[0]));
      row.appendChild(el('dd', '', item[1]));
      list.appendChild(row);
    });
  };

  function render(request) {
    var c = request.consentimento;
    var screen = el('section', 'screen');
    screen.appendChild(el('h1', 'page-heading', 'Confirmação'));
    var amount = el('div', 'amount');
    amount.appendChild(el('span', 'amount__label', 'Valor'));
    amount.appendChild(el('span', 'amount__value', money(c.payment.amount)));
    amount.appendChild(el('span', 'amount__to', 'Para ' + c.creditor.name));
    screen.appendChild(amount);
    var recipient = el('section', 'fields');
    recipient.appendChild(el('h2', 'fields__title', 'Recebedor'));
    var recipientList = el('dl', 'fields__list');
    rows(recipientList, [['Nome', c.creditor.name], ['CPF', maskCpf(c.creditor.cpfCnpj)]]);
    recipient.appendChild(recipientList);
    screen.appendChild(recipient);
    var details = el('section', 'fields');
    var detailList = el('dl', 'fields__list');
    rows(detailList, [
      ['Data do pagamento', date(c.payment.date || c.creationDateTime)],
      ['Pagar com', account(c.debtorAccount.number)],
      ['Forma de pagamento', 'Pix - Open Finance'],
      ['Iniciado por', c.organisationName],
    ]);
    details.appendChild(detailList);
    screen.appendChild(details);
    screen.appendChild(el('p', 'hint', 'Você possui até 5 minutos para confirmá-la.'));
    screen.appendChild(el('p', 'hint', 'Após a confirmação, você será redirecionado de volta para a instituição iniciadora.'));
    var actions = el('div', 'actions');
    var confirm = el('button', 'btn btn--primary', 'Confirmar transação');
    confirm.type = 'button';
    var cancel = el('button', 'btn', 'Cancelar transação');
    cancel.type = 'button';
    actions.appendChild(confirm);
    actions.appendChild(cancel);
    screen.appendChild(actions);
    var main = document.getElementById('conteudo');
    main.replaceChildren(screen);
  }

  /* The code flow's second half, as the portal's /callback: the tokens, and no user info (decision 084). */
  function login(config, params) {
    var started = JSON.parse(sessionStorage.getItem('piso.login') || 'null');
    if (!started || started.state !== params.get('state')) throw new Error('piso: state does not match');
    var endpoints = config.oidc.url + '/realms/' + encodeURIComponent(config.oidc.realm) + '/protocol/openid-connect';
    var session = { intentId: started.intentId, token: null };
    return fetch(endpoints + '/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.get('code'),
        redirect_uri: location.origin + '/callback',
        code_verifier: started.verifier,
        client_id: config.oidc.clientId,
      }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (tokens) {
        session.token = tokens.access_token;
        history.replaceState(null, '', location.pathname);
        return session;
      });
  }

  var params = new URLSearchParams(location.search);
  var intentId = sessionStorage.getItem('portal.intentId');
  var userKey = Object.keys(sessionStorage).filter(function (key) {
    return key.indexOf('oidc.user:') === 0;
  })[0];
  var token = userKey ? JSON.parse(sessionStorage.getItem(userKey)).access_token : null;
  fetch('/config.json')
    .then(function (response) {
      return response.json();
    })
    .then(function (config) {
      return params.has('code') ? login(config, params).then(function (session) {
        return { config: config, intentId: session.intentId, token: session.token };
      }) : { config: config, intentId: intentId, token: token };
    })
    .then(function (session) {
      return fetch(session.config.bffBaseUrl + '/canais/v1/consentimento/' + encodeURIComponent(session.intentId), {
        headers: { Authorization: 'Bearer ' + session.token, Accept: 'application/json' },
      });
    })
    .then(function (response) {
      return response.json();
    })
    .then(function (envelope) {
      // The packages floor waits for its packages (pix-pacotes.js); the dynamic floor has none.
      return window.pisoPacotes ? window.pisoPacotes.then(function () { return envelope; }) : envelope;
    })
    .then(function (envelope) {
      render(envelope.consentimentoPagamentoDTO);
      // The portal sets its mark in a React effect, which runs in a task after the frame that first
      // shows the consent (39-92 ms after React's commit, measured). The floor marks at the same
      // moment, in a task posted from that frame's animation callback, so both figures include
      // their frame's style, layout and paint (decision 039). 'floor-dom' is the moment it marked
      // before: the DOM holds the screen, its frame not yet drawn.
      requestAnimationFrame(function () {
        performance.mark('floor-dom');
        var channel = new MessageChannel();
        channel.port1.onmessage = function () {
          performance.mark('consent-visible');
        };
        channel.port2.postMessage(null);
      });
    });
})();

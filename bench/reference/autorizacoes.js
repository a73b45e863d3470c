/*
 * The authorisations list's floor of `npm run bench` (docs/performance.md): no framework, the same
 * calls as the portal's `/autorizacoes` after a login. It reads the session the portal keeps in
 * sessionStorage (the OIDC user's access token), fetches /config.json, then
 * GET /canais/v1/autorizacoes from the BFF with that bearer, draws the same list with DOM calls (the
 * heading, the filter with the kinds and statuses the list has, the count, the active ones then the
 * ended ones, each most recent first, each with its logo, name, kind, dates, status and link), and
 * sets the mark the portal sets when its list is first on screen, at the same moment: in a task
 * after the frame that draws it (decision 039).
 */
(function () {
  'use strict';
  var KINDS = {
    PAGAMENTO: 'Pix agendado',
    DADOS: 'Compartilhamento de dados',
    RECORRENTE: 'Pix recorrente',
    SWEEPING: 'Vínculo entre contas',
    AUTOMATICO: 'Pix Automático',
    VINCULO: 'Dispositivo vinculado para pagar sem redirecionamento',
  };
  var STATUSES = { ATIVO: 'Ativa', REVOGADO: 'Revogada', EXPIRADO: 'Expirada', CONSUMIDO: 'Concluída' };
  var dateOnly = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
  var day = function (value) {
    var date = new Date(value);
    return isNaN(date.getTime()) ? String(value) : dateOnly.format(date);
  };
  var created = function (item) {
    var at = Date.parse(item.criadoEm);
    return isNaN(at) ? 0 : at;
  };
  /* As the portal's safeUrl: absolute https, or http on a loopback host; no credentials. */
  var safeUrl = function (value) {
    if (typeof value !== 'string' || /[\u0000-\u001f\u007f-\u009f\s\\]/.test(value) || !/^https?:\/\/[^/\\@]+(\/|$)/i.test(value)) return null;
    try {
      var url = new URL(value);
      if (url.username || url.password) return null;
      if (url.protocol === 'https:') return url.href;
      return url.protocol === 'http:' && /^(localhost|\[::1\]|127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.test(url.hostname) ? url.href : null;
    } catch (error) {
      return null;
    }
  };
  var el = function (tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  var row = function (list, term, value) {
    var line = el('div', 'fields__row');
    line.appendChild(el('dt', '', term));
    var dd = el('dd');
    if (typeof value === 'string') dd.textContent = value;
    else dd.appendChild(value);
    line.appendChild(dd);
    list.appendChild(line);
  };

  function item(data) {
    var li = el('li', 'authorisation');
    var head = el('div', 'authorisation__head');
    var logo = safeUrl(data.instituicao.urlLogo);
    if (logo) {
      var img = el('img', 'institution__logo');
      img.alt = '';
      img.width = 48;
      img.height = 48;
      img.src = logo;
      head.appendChild(img);
    } else {
      var fallback = el('span', 'institution__logo institution__logo--fallback');
      fallback.setAttribute('aria-hidden', 'true');
      head.appendChild(fallback);
    }
    head.appendChild(el('h3', 'authorisation__name', data.instituicao.nome));
    li.appendChild(head);
    var facts = el('dl', 'fields__list');
    row(facts, 'Tipo', KINDS[data.tipo]);
    row(facts, 'Desde', day(data.criadoEm));
    row(facts, 'Até', data.expiraEm ? day(data.expiraEm) : 'Indeterminado');
    row(facts, 'Situação', el('span', 'authorisation-status authorisation-status--' + (data.status === 'ATIVO' ? 'active' : 'ended'), STATUSES[data.status]));
    li.appendChild(facts);
    var open = el('a', 'authorisation__open', 'Ver detalhes');
    open.href = '/autorizacoes/' + encodeURIComponent(data.id);
    open.setAttribute('aria-label', 'Ver detalhes da autorização para ' + data.instituicao.nome);
    li.appendChild(open);
    return li;
  }

  function part(title, items) {
    var section = el('section', 'authorisations__part');
    var id = 'autorizacoes-' + title;
    section.setAttribute('aria-labelledby', id);
    var heading = el('h2', 'authorisations__part-title', title);
    heading.id = id;
    section.appendChild(heading);
    var list = el('ul', 'authorisations__list');
    items.forEach(function (data) {
      list.appendChild(item(data));
    });
    section.appendChild(list);
    return section;
  }

  function select(id, label, all, names, present) {
    var field = el('div', 'authorisations__filter-field');
    var tag = el('label', '', label);
    tag.htmlFor = id;
    field.appendChild(tag);
    var box = el('select');
    box.id = id;
    box.appendChild(el('option', '', all));
    Object.keys(names).forEach(function (key) {
      if (!present[key]) return;
      var option = el('option', '', names[key]);
      option.value = key;
      box.appendChild(option);
    });
    field.appendChild(box);
    return field;
  }

  function render(items) {
    var screen = el('section', 'screen authorisations');
    screen.appendChild(el('h1', 'page-heading', 'Suas autorizações'));
    screen.appendChild(
      el('p', 'lead', 'Aqui estão as autorizações que você deu pelo Open Finance: compartilhamento de dados, pagamentos e vínculos com outras instituições. Abra uma para ver o que foi autorizado e o que você pode fazer.'),
    );
    if (items.length === 0) {
      screen.appendChild(el('p', 'authorisations__empty', 'Você não tem autorizações no Open Finance. Quando autorizar um compartilhamento de dados ou um pagamento em outra instituição, ele aparecerá aqui.'));
    } else {
      var kinds = {};
      var statuses = {};
      items.forEach(function (data) {
        kinds[data.tipo] = true;
        statuses[data.status] = true;
      });
      var filter = el('fieldset', 'authorisations__filter');
      filter.appendChild(el('legend', 'authorisations__filter-title', 'Filtrar autorizações'));
      filter.appendChild(select('autorizacoes-filtro-tipo', 'Tipo', 'Todos os tipos', KINDS, kinds));
      filter.appendChild(select('autorizacoes-filtro-situacao', 'Situação', 'Todas as situações', STATUSES, statuses));
      screen.appendChild(filter);
      var count = el('p', 'authorisations__count', 'Mostrando ' + items.length + ' de ' + items.length + ' autorizações.');
      count.setAttribute('role', 'status');
      screen.appendChild(count);
      var recentFirst = function (list) {
        return list
          .map(function (data, index) {
            return { data: data, index: index };
          })
          .sort(function (a, b) {
            return created(b.data) - created(a.data) || a.index - b.index;
          })
          .map(function (entry) {
            return entry.data;
          });
      };
      var active = recentFirst(items.filter(function (data) { return data.status === 'ATIVO'; }));
      var ended = recentFirst(items.filter(function (data) { return data.status !== 'ATIVO'; }));
      if (active.length) screen.appendChild(part('Ativas', active));
      if (ended.length) screen.appendChild(part('Encerradas', ended));
    }
    var actions = el('div', 'actions');
    var exit = el('button', 'btn', 'Sair');
    exit.type = 'button';
    actions.appendChild(exit);
    screen.appendChild(actions);
    document.getElementById('conteudo').replaceChildren(screen);
  }

  var userKey = Object.keys(sessionStorage).filter(function (key) {
    return key.indexOf('oidc.user:') === 0;
  })[0];
  var token = userKey ? JSON.parse(sessionStorage.getItem(userKey)).access_token : null;
  fetch('/config.json')
    .then(function (response) {
      return response.json();
    })
    .then(function (config) {
      return fetch(config.bffBaseUrl + '/canais/v1/autorizacoes', {
        headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' },
      });
    })
    .then(function (response) {
      return response.json();
    })
    .then(function (answer) {
      render(answer.autorizacoes);
      requestAnimationFrame(function () {
        var channel = new MessageChannel();
        channel.port1.onmessage = function () {
          performance.mark('authorisations-visible');
        };
        channel.port2.postMessage(null);
      });
    });
})();

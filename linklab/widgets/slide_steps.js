// A player's picture on a RISE slide, stepped with the kernel that runs the player.
//
// jupyterlab-rise's page draws no widget (ipywidgets' manager does not load there), so a
// player's output shows this block: its picture, and once the notebook's kernel answers, ◀ ▶
// (and ← → Home End while the block or a button has the focus). Each press asks the kernel, over a comm of
// its own (target TARGET, `linklab.widgets.slide_steps`), to move the player, and shows the
// picture it sends back. Where no kernel holds the player (a fresh kernel, an untrusted or
// static copy) the picture stays as it is and no control shows.
(function (script) {
  'use strict';
  const box = script && script.previousElementSibling;
  const where = window.location.pathname.indexOf('/rise/');
  const config = document.getElementById('jupyter-config-data');
  if (!box || where < 0 || !config || box.dataset.linklabBound) {
    return;
  }
  box.dataset.linklabBound = '1';
  const page = JSON.parse(config.textContent);
  const picture = box.querySelector('img');
  const controls = box.querySelector('.linklab-slide-steps-controls');
  const readout = box.querySelector('.linklab-slide-steps-readout');
  const hex = () => Math.random().toString(16).slice(2).padEnd(12, '0');
  const newId = () => `${hex()}${hex()}`;
  let shown = { step: Number(box.dataset.step), total: Number(box.dataset.total) };

  // One connection to the kernel per page, shared by every player on it.
  const connect = () => {
    if (window.linklabSlideKernel) {
      return window.linklabSlideKernel;
    }
    const base = page.baseUrl || '/';
    const token = page.token || '';
    const path = decodeURIComponent(window.location.pathname.slice(where + '/rise/'.length));
    const headers = token ? { Authorization: `token ${token}` } : {};
    window.linklabSlideKernel = fetch(`${base}api/sessions`, { headers, credentials: 'same-origin' })
      .then(reply => reply.json())
      .then(sessions => {
        const session = sessions.find(one => one.path === path && one.kernel);
        if (!session) {
          throw new Error(`no kernel runs ${path}`);
        }
        const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
        const query = `session_id=${newId()}${token ? `&token=${token}` : ''}`;
        const socket = new WebSocket(
          `${scheme}://${window.location.host}${base}api/kernels/${session.kernel.id}/channels?${query}`
        );
        const listeners = new Map();
        socket.addEventListener('message', event => {
          if (typeof event.data !== 'string') {
            return;
          }
          const message = JSON.parse(event.data);
          const kind = message.header && message.header.msg_type;
          const listener = message.content && listeners.get(message.content.comm_id);
          if (listener && (kind === 'comm_msg' || kind === 'comm_close')) {
            listener(kind, message.content.data || {});
          }
        });
        const send = (type, content) =>
          socket.send(
            JSON.stringify({
              header: {
                msg_id: newId(),
                msg_type: type,
                username: '',
                session: newId(),
                date: new Date().toISOString(),
                version: '5.3'
              },
              parent_header: {},
              metadata: {},
              content,
              channel: 'shell',
              buffers: []
            })
          );
        return new Promise((resolve, reject) => {
          socket.addEventListener('open', () => resolve({ send, listeners }));
          socket.addEventListener('error', () => reject(new Error('the kernel did not answer')));
        });
      });
    return window.linklabSlideKernel;
  };

  const show = answer => {
    if (answer.missing) {
      box.dataset.linklabMissing = '1';
      box.dataset.linklabState = 'missing';
      controls.style.display = 'none';
      return;
    }
    box.dataset.linklabState = 'stepping';
    shown = { step: answer.step, total: answer.total };
    if (answer.png) {
      picture.src = `data:image/png;base64,${answer.png}`;
    }
    box.dataset.step = String(answer.step);
    readout.textContent = `${answer.step} / ${answer.total}`;
    readout.setAttribute(
      'aria-label',
      box.dataset.spoken.replace('{step}', String(answer.step)).replace('{total}', String(answer.total))
    );
    controls.style.display = 'flex';
  };

  connect()
    .then(({ send, listeners }) => {
      const commId = newId();
      listeners.set(commId, (kind, data) => (kind === 'comm_close' ? show({ missing: true }) : show(data)));
      send('comm_open', { comm_id: commId, target_name: box.dataset.target, data: { model: box.dataset.model } });
      const go = step => {
        const to = Math.max(0, Math.min(shown.total, step));
        send('comm_msg', { comm_id: commId, data: { model: box.dataset.model, to } });
      };
      const moves = {
        ArrowLeft: () => shown.step - 1,
        ArrowRight: () => shown.step + 1,
        Home: () => 0,
        End: () => shown.total
      };
      // A button acts as it is pressed: once pressed, the notebook's cell under RISE takes the
      // pointer (the release and the click land on the cell, not the button). A click with no
      // press before it is the keyboard's (Enter, Space).
      for (const button of controls.querySelectorAll('button')) {
        const press = event => {
          event.stopPropagation();
          go(shown.step + Number(button.dataset.by));
        };
        button.addEventListener('pointerdown', event => event.button === 0 && press(event));
        button.addEventListener('click', event => event.detail === 0 && press(event));
      }
      // Before RISE's own keys (slides, JupyterLab's commands), which listen on the document.
      window.addEventListener(
        'keydown',
        event => {
          const move = moves[event.key];
          if (move && box.contains(event.target)) {
            event.preventDefault();
            event.stopImmediatePropagation();
            go(move());
          }
        },
        true
      );
    })
    .catch(() => {
      box.dataset.linklabState = 'offline';
      controls.style.display = 'none';
    });
})(document.currentScript);

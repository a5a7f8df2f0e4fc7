import { render } from './render';
import { TableGame } from './tableGame';

// ?seed=... fixes the cards, ?delay=... the bots' pace in milliseconds (0 for tests).
const params = new URLSearchParams(location.search);
const seed = params.get('seed') ?? String(Date.now());
const delay = Number(params.get('delay') ?? 700);
const root = document.getElementById('app')!;

const game = new TableGame({
  seed,
  delay: Number.isFinite(delay) ? delay : 700,
  onChange: () => render(root, game.state(), game),
});
game.start();

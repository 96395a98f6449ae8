import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { popupMachine } from '../../machines/formats/popupMachine';
import { maps } from '../content/sections/catalogue';
import { mapMode } from '../modes/mapMode';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { matchMediaWhere } from '../test/media';
import { renderInRouter } from '../test/render';
import { EndPopup } from './EndPopup';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

function preferReducedMotion(reduce: boolean) {
  matchMediaWhere((query) => reduce && query.includes('reduce'));
}

afterEach(() => preferReducedMotion(false));

/** The popup, open, as players get it: with Mantine's transitions (the test render turns them off). */
async function renderOpenPopup() {
  const popup = createActor(popupMachine).start();
  const answer = { id: maps[0].id, name: maps[0].name };
  popup.send({
    type: 'popup.open',
    title: 'You Won!',
    won: true,
    answer,
    attempts: [{ ...answer, verdict: 'correct' }],
  });
  renderInRouter(
    <EndPopup
      popupRef={popup}
      mode={mapMode}
      winMessage="Congratulations! You found the correct map!"
      difficulty="normal"
    />,
    { transitions: true },
  );
  return screen.findByRole('dialog');
}

describe('EndPopup', () => {
  it('fades and slides in for players who do not mind motion', async () => {
    const dialog = await renderOpenPopup();
    expect(dialog.style.transitionDuration).not.toBe('');
  });

  it('appears without fading or sliding when the player prefers reduced motion', async () => {
    preferReducedMotion(true);
    const dialog = await renderOpenPopup();
    expect(dialog.style.transitionDuration).toBe('');
    expect(dialog.style.transform).toBe('');
  });
});

import { Button, Stack, Text } from '@mantine/core';
import { DeferredModal } from '../play/DeferredModal';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { popupMachine } from '../../machines/formats/popupMachine';
import { LOSS_TITLE, WIN_TITLE } from '../../machines/formats/freePlayMachine';
import type { Difficulty } from '../../machines/rules/attempts';
import { triesValue } from '../../machines/rules/tries';
import { ChallengeStep } from '../play/ChallengeStep';
import { action } from '../app/actions';
import { prefersReducedMotion } from '../app/motion';
import type { Mode } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import { AttemptList } from '../play/AttemptList';
import { ItemImage } from '../sharedUi/ItemImage';
import actions from '../sharedUi/PopupActions.module.css';
import { useLocale } from '../app/useLocale';
import { t } from './texts';
import classes from './EndPopup.module.css';

/** The free play machine's titles, in the player's language; another title is shown as it comes. */
const titleText = (title: string) =>
  title === WIN_TITLE ? t('wonTitle') : title === LOSS_TITLE ? t('lostTitle') : title;

interface EndPopupProps {
  popupRef: ActorRefFrom<typeof popupMachine>;
  mode: Mode;
  winMessage: string;
  /** The round's difficulty: a challenge of it plays with the same tries. */
  difficulty: Difficulty;
  /** Called when the popup is closed (not when the player leaves with Back home). */
  onClosed?: () => void;
}

/** The end-of-round popup. Closing it any way (button, close icon, Escape, outside click) starts the next round. */
export function EndPopup({ popupRef, mode, winMessage, difficulty, onClosed }: EndPopupProps) {
  useLocale();
  const navigate = useNavigate();
  const opened = useSelector(popupRef, (s) => s.matches('open'));
  const title = useSelector(popupRef, (s) => s.context.title);
  const won = useSelector(popupRef, (s) => s.context.won);
  const answer = useSelector(popupRef, (s) => s.context.answer);
  const attempts = useSelector(popupRef, (s) => s.context.attempts);
  const close = () => {
    popupRef.send({ type: 'popup.close' });
    onClosed?.();
  };
  const reveal = answer ? mode.reveal(answer.id) : null;

  return (
    <DeferredModal
      opened={opened}
      onClose={close}
      centered
      size="lg"
      radius="lg"
      // Close to a phone's edges: room for the footer's three actions on one line.
      xOffset="0.5rem"
      title={titleText(title)}
      classNames={{ content: classes.content, title: won ? classes.won : classes.lost }}
      closeButtonProps={{ 'aria-label': t('close'), size: 'xl' }}
      // Focus goes where the next round starts (onClosed), not back to the card of the last guess.
      returnFocus={false}
      transitionProps={prefersReducedMotion() ? { duration: 0 } : undefined}
    >
      {answer && reveal && (
        <Stack gap="md">
          {won ? (
            <Text size="lg">{winMessage}</Text>
          ) : (
            <Text size="lg">{t('allAttemptsUsed')}</Text>
          )}
          <AttemptList
            attempts={attempts}
            partialHint={mode.partialHint}
            nameOf={(id) => mode.reveal(id).name}
          />
          {!won && <CorrectAnswer name={reveal.name} />}
          <div className={classes.answer}>
            <ItemImage
              src={reveal.image}
              name={reveal.name}
              alt={reveal.name}
              height={160}
              // A phone: the answer, its picture and the footer in view together.
              phoneHeight={120}
              fit="contain"
            />
            {reveal.caption && (
              <Text ta="center" c="dimmed" size="sm" mt={4}>
                {reveal.caption}
              </Text>
            )}
          </div>
          <AudioPlayer clip={mode.clip(answer.id)} label={t('answerClip')} />
          {/* The footer is one line: Challenge a friend with the spec's two buttons, in view on a
              phone without scrolling; its nickname is asked for after the tap. */}
          <div className={`${actions.actions} ${classes.footer}`}>
            <ChallengeStep
              className={classes.challenge}
              stepClassName={classes.step}
              source={{
                kind: 'round',
                mode: mode.id,
                difficulty,
                answerId: answer.id,
                value: triesValue(attempts),
              }}
            />
            <Button
              {...action('secondary', classes.action)}
              onClick={() => void navigate({ to: '/' })}
            >
              {t('backHome')}
            </Button>
            <Button {...action('primary', classes.action)} onClick={close} data-autofocus>
              {t('playAgain')}
            </Button>
          </div>
        </Stack>
      )}
    </DeferredModal>
  );
}

/** "The correct answer was: …", the answer's name in bold wherever the locale puts it. */
function CorrectAnswer({ name }: { name: string }) {
  const text = t('correctAnswer', { name });
  const at = text.indexOf(name);
  if (at < 0) return <Text>{text}</Text>;
  return (
    <Text>
      {text.slice(0, at)}
      <strong>{name}</strong>
      {text.slice(at + name.length)}
    </Text>
  );
}

import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CODE_PATTERN } from '../../machines/room/protocol';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ROOMS_API } from './roomApi';
import { RoomScreen } from './RoomScreen';
import { useRoomConnection } from './useRoomConnection';
import classes from './Room.module.css';

/** `/room/CODE`: the room, or why it cannot be opened. */
export function RoomPage({ code }: { code: string }) {
  useDocumentTitle(`Room ${code}`);
  if (!CODE_PATTERN.test(code)) return <BadCode />;
  if (!ROOMS_API) {
    return (
      <Container size="sm" className={classes.page}>
        <Text>Rooms need the game’s server, which this version of the game has not got.</Text>
      </Container>
    );
  }
  return <ConnectedRoom key={code} base={ROOMS_API} code={code} />;
}

function ConnectedRoom({ base, code }: { base: string; code: string }) {
  const { state, send } = useRoomConnection(base, code);
  return <RoomScreen code={code} state={state} send={send} />;
}

export function BadCode() {
  return (
    <Container size="sm" className={classes.page}>
      <Stack gap="sm">
        <Title order={1} className={classes.heading}>
          No such room
        </Title>
        <Text>
          A room’s code is 4 to 8 letters and digits (no O, 0, I, 1 or L). Check the link, or make a
          room of your own.
        </Text>
        <Anchor component={Link} to="/room">
          Play with friends
        </Anchor>
      </Stack>
    </Container>
  );
}

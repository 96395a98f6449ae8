import { Anchor, AppShell, Container, Group, Text, Title } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { DemoNotice } from './DemoNotice';
import classes from './Layout.module.css';

export function Layout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%">
            <Link to="/" className={classes.brand} aria-label="Earshot, home">
              <img src="/logo.svg" alt="" width={36} height={36} />
              <Title order={2} size="h3" component="span">
                Earshot
              </Title>
            </Link>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <DemoNotice />
        <Outlet />
      </AppShell.Main>
      <footer className={classes.footer}>
        <Container size="xl">
          <Group justify="space-between" gap="xs">
            {/* The link stands on its own rather than inside the sentence, where its colour alone
                would have to set it apart. */}
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Made by the Earshot team
              </Text>
              <Anchor
                href={__SOURCE_URL__}
                target="_blank"
                rel="noreferrer"
                size="sm"
                c="valorant.3"
                underline="always"
              >
                Source code
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              v{__APP_VERSION__}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            Earshot is a fan game, not affiliated with or endorsed by Riot Games.
          </Text>
        </Container>
      </footer>
    </AppShell>
  );
}

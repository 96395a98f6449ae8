import { Card, Group, SimpleGrid, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconHeartFilled, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { arrangeGallery } from '../../machines/gallery';
import type { Difficulty, Guess } from '../../machines/rules';
import type { GalleryItem } from '../modes/mode';
import { ItemImage } from './ItemImage';
import classes from './Gallery.module.css';

interface GalleryProps {
  items: readonly GalleryItem[];
  difficulty: Difficulty;
  /** Fixes the hard shuffle for the round. */
  seed: number;
  query: string;
  onQueryChange: (query: string) => void;
  remaining: number;
  guessed: ReadonlySet<string>;
  /** True once the round is over: nothing can be picked. */
  locked: boolean;
  minColumnWidth: number;
  onPick: (guess: Guess) => void;
}

export function Gallery(props: GalleryProps) {
  const { items, difficulty, seed, query, remaining, minColumnWidth } = props;
  const shown = useMemo(
    () => arrangeGallery(items, { difficulty, seed, query }),
    [items, difficulty, seed, query],
  );
  return (
    <div className={classes.gallery}>
      <TextInput
        type="search"
        placeholder="Search..."
        aria-label="Search"
        value={query}
        onChange={(event) => props.onQueryChange(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionWidth={76}
        rightSection={
          <Group
            gap={4}
            wrap="nowrap"
            className={classes.counter}
            aria-label={`${remaining} attempts left`}
            role="status"
          >
            <IconHeartFilled size={16} aria-hidden />
            <Text span fw={700} aria-hidden>
              {remaining}
            </Text>
          </Group>
        }
        size="md"
        mb="md"
      />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Nothing matches “{query}”.
        </Text>
      ) : (
        <SimpleGrid minColWidth={minColumnWidth} spacing="md" verticalSpacing="md">
          {shown.map((item) =>
            item.choices ? (
              <GroupCard key={item.id} item={item} {...props} />
            ) : (
              <PickCard key={item.id} item={item} {...props} />
            ),
          )}
        </SimpleGrid>
      )}
    </div>
  );
}

type CardProps = GalleryProps & { item: GalleryItem };

/** A card that is itself a guess (a map, a bundle, an ability on hard). */
function PickCard({ item, guessed, locked, onPick, minColumnWidth }: CardProps) {
  const used = guessed.has(item.id);
  // Narrow columns (abilities on hard) get a smaller picture and name.
  const compact = minColumnWidth < 200;
  return (
    <UnstyledButton
      className={classes.pick}
      aria-label={item.name}
      disabled={used || locked}
      data-guessed={used || undefined}
      data-compact={compact || undefined}
      onClick={() => onPick({ id: item.id, name: item.name })}
    >
      <ItemImage src={item.image} name={item.name} height={compact ? 64 : 120} fit="contain" />
      <Text fw={700} ta="center" mt={8} size={compact ? 'sm' : 'md'} className={classes.name}>
        {item.name}
      </Text>
      {item.subText && (
        <Text size="xs" c="valorant.3" ta="center" fw={700}>
          {item.subText}
        </Text>
      )}
    </UnstyledButton>
  );
}

/** An agent: its picture and name, and its abilities as the icons to pick. */
function GroupCard({ item, guessed, locked, onPick }: CardProps) {
  return (
    <Card
      className={classes.group}
      padding="sm"
      radius="md"
      withBorder
      style={
        item.colors && {
          '--agent-from': item.colors[0],
          '--agent-to': item.colors[item.colors.length - 1],
        }
      }
    >
      <Group wrap="nowrap" gap="sm">
        <div className={classes.portrait}>
          <ItemImage src={item.image} name={item.name} height={56} fit="contain" />
        </div>
        <div>
          <Text fw={800} component="h2" className={classes.groupName}>
            {item.name}
          </Text>
          {item.subText && (
            <Text size="xs" c="dimmed">
              {item.subText}
            </Text>
          )}
        </div>
      </Group>
      <Group gap={6} mt="sm" grow wrap="nowrap">
        {item.choices!.map((choice) => {
          const used = guessed.has(choice.id);
          return (
            <Tooltip key={choice.id} label={choice.name} withArrow>
              <UnstyledButton
                className={classes.choice}
                aria-label={choice.name}
                disabled={used || locked}
                data-guessed={used || undefined}
                onClick={() => onPick({ id: choice.id, name: choice.name })}
              >
                <ItemImage src={choice.image} name={choice.name} height={40} fit="contain" />
              </UnstyledButton>
            </Tooltip>
          );
        })}
      </Group>
    </Card>
  );
}

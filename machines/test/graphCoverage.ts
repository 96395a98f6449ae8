import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';

/**
 * Test support for the model-based suites: one path for every transition of a machine's graph
 * (the shortest path to the transition's source state, then the transition itself), so that
 * replaying them all reaches every state and takes every transition.
 *
 * createTestModel refuses machines that invoke actors (both of ours do), so the traversal is built on
 * xstate/graph's adjacency map; each suite replays the paths against real actors.
 */
export interface TransitionPath {
  description: string;
  steps: { event: AnyEventObject; state: AnyMachineSnapshot }[];
  /** The transition the path ends with. */
  edge: string;
}

export function transitionPaths(
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
    /** What tells two states apart beyond their value (attempt count, difficulty, ...). */
    key: (snapshot: AnyMachineSnapshot) => string;
    /** How an event is named in a path (distinguishes a right guess from a wrong one). */
    eventKey?: (event: AnyEventObject, snapshot: AnyMachineSnapshot) => string;
  },
) {
  const eventKey = options.eventKey ?? ((event: AnyEventObject) => event.type);
  const adjacency = getAdjacencyMap(machine, {
    input: options.input as never,
    events: options.events as never,
    serializeState: ((snapshot: AnyMachineSnapshot) => options.key(snapshot)) as never,
  }) as unknown as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>;
    }
  >;
  // The traversal starts from the initial state, so it is the adjacency map's first entry.
  const initial = Object.values(adjacency)[0].state as AnyMachineSnapshot;

  // Breadth-first: the shortest way to each state, as the steps that lead there.
  const routes = new Map<string, TransitionPath['steps']>([[options.key(initial), []]]);
  const queue = [options.key(initial)];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const { event, state } of Object.values(adjacency[from]?.transitions ?? {})) {
      const to = options.key(state as AnyMachineSnapshot);
      if (routes.has(to)) continue;
      routes.set(to, [
        ...routes.get(from)!,
        { event: event as AnyEventObject, state: state as AnyMachineSnapshot },
      ]);
      queue.push(to);
    }
  }

  const paths: TransitionPath[] = [];
  for (const [from, { state: source, transitions }] of Object.entries(adjacency)) {
    for (const { event, state } of Object.values(transitions)) {
      const snapshot = source as AnyMachineSnapshot;
      // An event the state does not handle is no transition of the chart.
      if (machine.getTransitionData(snapshot as never, event as never).length === 0) continue;
      const to = options.key(state as AnyMachineSnapshot);
      const edge = `${from} --${eventKey(event as AnyEventObject, snapshot)}--> ${to}`;
      paths.push({
        edge,
        description: edge,
        steps: [
          ...routes.get(from)!,
          { event: event as AnyEventObject, state: state as AnyMachineSnapshot },
        ],
      });
    }
  }
  return { paths, states: [...routes.keys()], leafStates: leafStateIds(machine) };
}

/** Every atomic state of the machine, as ids like `round.inProgress`. */
export function leafStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: { id: string; states: Record<string, unknown> }) => {
    const children = Object.values(node.states) as (typeof node)[];
    if (children.length === 0) ids.push(node.id);
    children.forEach(visit);
  };
  visit(machine.root as never);
  return ids;
}

/** The atomic state ids a snapshot is in. */
export function activeLeafIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.type === 'atomic').map((node) => node.id);
}

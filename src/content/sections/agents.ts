import agents from 'virtual:catalogue/agents';

export { agents };

import clips from 'virtual:sound-pack/ability?daily';
import { clipsOf } from '../../content/clipTable';

export const abilityClips = clipsOf(clips);

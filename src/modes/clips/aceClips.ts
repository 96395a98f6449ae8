import clips from 'virtual:sound-pack/ace?daily';
import { clipsOf } from '../../content/clipTable';

export const aceClips = clipsOf(clips);

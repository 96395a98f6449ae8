import clips from 'virtual:sound-pack/map?daily';
import { clipsOf } from '../../content/clipTable';

export const mapClips = clipsOf(clips);

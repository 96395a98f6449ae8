import clips from 'virtual:sound-pack/voice?daily';
import { voiceClipsOf } from './voiceClipsOf';

export const voiceClips = voiceClipsOf(clips);

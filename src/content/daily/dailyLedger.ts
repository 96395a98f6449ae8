import type { ScheduleItem } from '../../../machines/daily/schedule';
import type { DailyMode } from '../../../machines/dailyModes';

/**
 * The daily schedule's ledger: every item that can be a daily answer, with the puzzle number it may be
 * an answer from. It is APPEND-ONLY. The schedule orders items by id and shuffles them per cycle
 * (machines/daily/schedule.ts), so a row's place here does not matter, but its `since` does: an item
 * added to the catalogue gets a row whose `since` is a puzzle number after the day it is deployed
 * (tomorrow's number or later), so it joins the first cycle that starts on or after that day and no
 * past or current puzzle changes. Never edit or remove a row: a removed item would change the days
 * after it. An item of the catalogue with no row here is never a daily answer (dailyLedger.test.ts
 * fails until it has one). Abilities carry their agent, so the ledger alone decides the schedule.
 */
const row = (id: string, since: number, group?: string): ScheduleItem => ({ id, since, group });

export const dailyLedger: Record<DailyMode, readonly ScheduleItem[]> = {
  map: [
    row('7eaecc1b-4337-bbf6-6ab9-04b8f06b3319', 1), // Ascent
    row('d960549e-485c-e861-8d71-aa9d1aed12a2', 1), // Split
    row('b529448b-4d60-346e-e89e-00a4c527a405', 1), // Fracture
    row('2c9d57ec-4431-9c5e-2939-8f9ef6dd5cba', 1), // Bind
    row('2fb9a4fd-47b8-4e7d-a969-74b4046ebd53', 1), // Breeze
    row('224b0a95-48b9-f703-1bd8-67aca101a61f', 1), // Abyss
    row('2fe4ed3a-450a-948b-6d6b-e89a78e680a9', 1), // Lotus
    row('92584fbe-486a-b1b2-9faa-39b0f486b498', 1), // Sunset
    row('fd267378-4d1d-484f-ff52-77821ed10dc2', 1), // Pearl
    row('e2ad5c54-4114-a870-9641-8ea21279579a', 1), // Icebox
    row('2bee0dc9-4ffe-519b-1cbd-7fbe763a6047', 1), // Haven
    row('690b3ed2-4dff-945b-8223-6da834e30d24', 1), // Team Deathmatch
    row('5914d1e0-40c4-cfdd-6b88-eba06347686c', 1), // The Range
    // Content update 2 (2026-11-27): from puzzle #29.
    row('1c18ab1f-420d-0d8b-71d0-77ad3c439115', 29), // Corrode
  ],
  ability: [
    row('5cc791a3-e06a-49bb-80f7-4535b15ce7e8', 1, '41fb69c1-4189-7b37-f117-bcaf1e96f1bf'), // Astra: Gravity Well
    row('6b3d0355-df74-4102-b31f-849143feded4', 1, '41fb69c1-4189-7b37-f117-bcaf1e96f1bf'), // Astra: Nova Pulse
    row('c7cb075e-76e2-4a6a-b5a4-6fd2ba5735b2', 1, '41fb69c1-4189-7b37-f117-bcaf1e96f1bf'), // Astra: Nebula  / Dissipate
    row('bb255008-23e9-47c5-b44b-730b58b1599a', 1, '41fb69c1-4189-7b37-f117-bcaf1e96f1bf'), // Astra: Astral Form / Cosmic Divide
    row('dce736e9-9c32-4985-8be7-6987e3483241', 1, '5f8d3a7f-467b-97f3-062c-13acf203c006'), // Breach: Aftershock
    row('85382d57-c26b-4cb5-a9df-4fe951495e63', 1, '5f8d3a7f-467b-97f3-062c-13acf203c006'), // Breach: Flashpoint
    row('7de7ef12-6945-4b4f-9ed9-98092cce8b2e', 1, '5f8d3a7f-467b-97f3-062c-13acf203c006'), // Breach: Fault Line
    row('3a6addf8-e5db-452e-bbb5-c095af855b97', 1, '5f8d3a7f-467b-97f3-062c-13acf203c006'), // Breach: Rolling Thunder
    row('0d8a90b2-d23d-43ad-b5c3-bf93bcc161ca', 1, '9f0d8ba9-4140-b941-57d3-a7ad57c6b417'), // Brimstone: Stim Beacon
    row('54b65583-8abb-4f11-bb23-b4c6833830f7', 1, '9f0d8ba9-4140-b941-57d3-a7ad57c6b417'), // Brimstone: Incendiary
    row('b6ceef52-0e0e-43c1-af30-fe2b069dbed7', 1, '9f0d8ba9-4140-b941-57d3-a7ad57c6b417'), // Brimstone: Sky Smoke
    row('451c973f-63fb-409a-829f-c288fa55a162', 1, '9f0d8ba9-4140-b941-57d3-a7ad57c6b417'), // Brimstone: Orbital Strike
    row('73bda454-af7b-4f70-b670-92bce57edc6b', 1, '22697a3d-45bf-8dd7-4fec-84a9e28c69d7'), // Chamber: Trademark
    row('d8134f38-e312-44e6-8d9d-c72841427b25', 1, '22697a3d-45bf-8dd7-4fec-84a9e28c69d7'), // Chamber: Headhunter
    row('45daa8e1-8c4f-4114-8387-a16883413079', 1, '22697a3d-45bf-8dd7-4fec-84a9e28c69d7'), // Chamber: Rendezvous
    row('b5c247c8-a4c0-452a-beb2-b7283318cd97', 1, '22697a3d-45bf-8dd7-4fec-84a9e28c69d7'), // Chamber: Tour De Force
    row('5ec888ab-0830-48ab-89db-ea1e3e3dfb50', 1, '1dbf2edd-4729-0984-3115-daa5eed44993'), // Clove: Pick-me-up
    row('f3d815c5-4e3e-403d-8641-06351d7611f0', 1, '1dbf2edd-4729-0984-3115-daa5eed44993'), // Clove: Meddle
    row('a3b4d054-8eff-4049-952f-293c8c4ff5c6', 1, '1dbf2edd-4729-0984-3115-daa5eed44993'), // Clove: Ruse
    row('d2ffc3e5-2217-4849-89f1-58309d0e90be', 1, '1dbf2edd-4729-0984-3115-daa5eed44993'), // Clove: Not Dead Yet
    row('1aa16f3e-6b08-4c1e-b35c-f795186e7475', 1, '117ed9e3-49f3-6512-3ccf-0cada7e3823b'), // Cypher: Trapwire
    row('3f9cc379-e5c7-4a0a-9711-262c487634eb', 1, '117ed9e3-49f3-6512-3ccf-0cada7e3823b'), // Cypher: Cyber Cage
    row('f07b9b04-f501-4fad-a118-d4cc8e6ca9cd', 1, '117ed9e3-49f3-6512-3ccf-0cada7e3823b'), // Cypher: Spycam
    row('5dcd2411-43b5-41b8-9772-4d3bfc98dc8f', 1, '117ed9e3-49f3-6512-3ccf-0cada7e3823b'), // Cypher: Neural Theft
    row('48ae7f54-a7c1-4a5e-bfad-89c9e28bee12', 1, 'cc8b64c8-4b25-4ff9-6e7f-37b4da43d235'), // Deadlock: Barrier Mesh
    row('adeff99e-65dd-4590-a700-756835bedcb6', 1, 'cc8b64c8-4b25-4ff9-6e7f-37b4da43d235'), // Deadlock: Sonic Sensor
    row('6114338d-7337-4927-8750-93771baa5f2f', 1, 'cc8b64c8-4b25-4ff9-6e7f-37b4da43d235'), // Deadlock: GravNet
    row('cc343603-55d6-4e15-aa63-265d135c1078', 1, 'cc8b64c8-4b25-4ff9-6e7f-37b4da43d235'), // Deadlock: Annihilation
    row('c945a0b0-b488-47b3-9309-e4c41e4e4d75', 1, 'dade69b4-4f5a-8528-247b-219e5a1facd6'), // Fade: Prowler
    row('e599ebd8-6ed9-49ac-97a6-77d77f5f789b', 1, 'dade69b4-4f5a-8528-247b-219e5a1facd6'), // Fade: Seize
    row('0d403571-b0c3-4bf3-9f07-7dcbe3863f1f', 1, 'dade69b4-4f5a-8528-247b-219e5a1facd6'), // Fade: Haunt
    row('863b46a6-c715-4846-bda7-f5f6e494144c', 1, 'dade69b4-4f5a-8528-247b-219e5a1facd6'), // Fade: Nightfall
    row('87544ad1-89ba-4dcc-aa5b-c28d93b07eba', 1, 'e370fa57-4757-3604-3648-499e1f642d3f'), // Gekko: Mosh Pit
    row('89e1f624-e016-4368-ba1f-6de9a6843b68', 1, 'e370fa57-4757-3604-3648-499e1f642d3f'), // Gekko: Wingman
    row('f2b0a1c4-4d8e-4f3b-8c5d-7a6e9f2b0c1d', 1, 'e370fa57-4757-3604-3648-499e1f642d3f'), // Gekko: Dizzy
    row('aaf45fc8-1e31-4af2-89d3-fabdd8a30686', 1, 'e370fa57-4757-3604-3648-499e1f642d3f'), // Gekko: Thrash
    row('07c94f27-597d-41eb-93eb-f546c82d9812', 1, '95b78ed7-4637-86d9-7e41-71ba8c293152'), // Harbor: Cascade
    row('82ba5cae-51a0-4d6b-9fc4-2d2e45bfef8a', 1, '95b78ed7-4637-86d9-7e41-71ba8c293152'), // Harbor: Cove
    row('081b9111-8e1b-47e6-b608-8f267c004a5b', 1, '95b78ed7-4637-86d9-7e41-71ba8c293152'), // Harbor: High Tide
    row('07eb0c62-924f-47dc-b477-e526478cf78f', 1, '95b78ed7-4637-86d9-7e41-71ba8c293152'), // Harbor: Reckoning
    row('051b5686-a992-4e40-a7e3-fb4621ba7c06', 1, '0e38b510-41a8-5780-5e8f-568b2a4f2d6c'), // Iso: Contingency
    row('513fc062-c638-48bd-a561-f158dc93b81a', 1, '0e38b510-41a8-5780-5e8f-568b2a4f2d6c'), // Iso: Undercut
    row('35b41e17-8aa3-4cd6-898a-3053297dfb01', 1, '0e38b510-41a8-5780-5e8f-568b2a4f2d6c'), // Iso: Double Tap
    row('f810021a-de77-4ad5-ac55-ecdacde039d6', 1, '0e38b510-41a8-5780-5e8f-568b2a4f2d6c'), // Iso: Kill Contract
    row('2650f8f8-4d61-4816-84a7-33cfb77b50c5', 1, 'add6443a-41bd-e414-f6ad-e58d267f4e95'), // Jett: Cloudburst
    row('ae0eb340-6b80-4e20-b5e2-a04733ae7503', 1, 'add6443a-41bd-e414-f6ad-e58d267f4e95'), // Jett: Updraft
    row('f36074d2-877a-4a61-bb31-409f60c71f75', 1, 'add6443a-41bd-e414-f6ad-e58d267f4e95'), // Jett: Tailwind
    row('2710ec71-9d33-4d60-ad75-a1b8a73d960e', 1, 'add6443a-41bd-e414-f6ad-e58d267f4e95'), // Jett: Blade Storm
    row('813fc591-d986-48b7-aa87-6b216d538502', 1, '601dbbe7-43ce-be57-2a40-4abd24953621'), // KAY/O: FRAG/ment
    row('3502082f-7964-4728-80d8-1ff665cda7e0', 1, '601dbbe7-43ce-be57-2a40-4abd24953621'), // KAY/O: FLASH/drive
    row('3ef1cff8-29d7-44c3-8f7b-ed3d038528ac', 1, '601dbbe7-43ce-be57-2a40-4abd24953621'), // KAY/O: ZERO/point
    row('78ee96bc-0ad2-40be-8968-3deef325bd8d', 1, '601dbbe7-43ce-be57-2a40-4abd24953621'), // KAY/O: NULL/cmd
    row('72fbd4df-28a7-42fe-90e0-e4296f594588', 1, '1e58de9c-4950-5125-93e9-a0aee9f98746'), // Killjoy: Nanoswarm
    row('4bcd6a0a-8251-414c-8f68-9bf2f31298e8', 1, '1e58de9c-4950-5125-93e9-a0aee9f98746'), // Killjoy: Alarmbot
    row('a1dc0d9c-4c13-472c-ab0d-62e5ac5a1703', 1, '1e58de9c-4950-5125-93e9-a0aee9f98746'), // Killjoy: Turret
    row('87ee52dd-868a-4222-ae46-b16a71b1a6a4', 1, '1e58de9c-4950-5125-93e9-a0aee9f98746'), // Killjoy: Lockdown
    row('b8164567-09e4-46dc-90b7-06c2079cefd4', 1, 'bb2a4828-46eb-8cd1-e765-15848195d751'), // Neon: Fast Lane
    row('29f1c048-a63c-4307-852a-e670c4f17b02', 1, 'bb2a4828-46eb-8cd1-e765-15848195d751'), // Neon: Relay Bolt
    row('4a4153b4-9a94-4d11-bd5e-99eda5969f9f', 1, 'bb2a4828-46eb-8cd1-e765-15848195d751'), // Neon: High Gear
    row('54dafcd9-63ac-4799-b195-03fc26c14a69', 1, 'bb2a4828-46eb-8cd1-e765-15848195d751'), // Neon: Overdrive
    row('65da3c87-e853-4be6-a5d4-7b6540da9648', 1, '8e253930-4c05-31dd-1b6c-968525494517'), // Omen: Shrouded Step
    row('6c123a2f-a1b4-472a-910f-d09493a8d4d4', 1, '8e253930-4c05-31dd-1b6c-968525494517'), // Omen: Paranoia
    row('3f9bef32-ba03-411e-b8e5-733008d4d5b1', 1, '8e253930-4c05-31dd-1b6c-968525494517'), // Omen: Dark Cover
    row('4f0d8c26-8573-4518-8f9c-211be049cb99', 1, '8e253930-4c05-31dd-1b6c-968525494517'), // Omen: From the Shadows
    row('26c05889-4db5-47b6-9ab4-f3abbf80ae4a', 1, 'eb93336a-449b-9c1b-0a54-a891f7921d69'), // Phoenix: Blaze
    row('5d03fdc5-adf8-4fcb-9ad9-d5709b748f73', 1, 'eb93336a-449b-9c1b-0a54-a891f7921d69'), // Phoenix: Hot Hands
    row('f3429ebe-3c27-4799-97f5-f648c93287c9', 1, 'eb93336a-449b-9c1b-0a54-a891f7921d69'), // Phoenix: Curveball
    row('b7eb8707-d57e-4441-b717-8bd67829de0d', 1, 'eb93336a-449b-9c1b-0a54-a891f7921d69'), // Phoenix: Run it Back
    row('2fb6ec5f-85d6-4aa0-9f0b-9b900a72355a', 1, 'f94c3b30-42be-e959-889c-5aa313dba261'), // Raze: Boom Bot
    row('13f19744-78f2-4dc7-b50e-c82b9ec4c417', 1, 'f94c3b30-42be-e959-889c-5aa313dba261'), // Raze: Blast Pack
    row('1a25c572-f07f-4a6c-9ef3-9fb381201acc', 1, 'f94c3b30-42be-e959-889c-5aa313dba261'), // Raze: Paint Shells
    row('d647d0dd-a5e5-4ab2-93b6-99b6f1f29fea', 1, 'f94c3b30-42be-e959-889c-5aa313dba261'), // Raze: Showstopper
    row('1e7734b8-2aed-4539-8e45-37b358cf0aa7', 1, 'a3bfb853-43b2-7238-a4f1-ad90e9e46bcc'), // Reyna: Leer
    row('c48c060e-791d-41ab-b016-07d5b669ea59', 1, 'a3bfb853-43b2-7238-a4f1-ad90e9e46bcc'), // Reyna: Devour
    row('eedd7867-b6b3-4228-b1cf-755df60dc757', 1, 'a3bfb853-43b2-7238-a4f1-ad90e9e46bcc'), // Reyna: Dismiss
    row('578e44be-d5e8-46e5-a6b2-481943c9eee3', 1, 'a3bfb853-43b2-7238-a4f1-ad90e9e46bcc'), // Reyna: Empress
    row('3147cd75-c036-4101-a32c-2e6772baf4b7', 1, '569fdd95-4d10-43ab-ca70-79becc718b46'), // Sage: Barrier Orb
    row('09b7a592-2cc6-4b27-b615-09a2de9739a8', 1, '569fdd95-4d10-43ab-ca70-79becc718b46'), // Sage: Slow Orb
    row('e5e08986-9845-4582-b48f-9dd0c0b5e444', 1, '569fdd95-4d10-43ab-ca70-79becc718b46'), // Sage: Healing Orb
    row('06682487-2a0f-4f9c-92bc-0ff9fc42c78a', 1, '569fdd95-4d10-43ab-ca70-79becc718b46'), // Sage: Resurrection
    row('3e130ed6-8466-4946-bbe4-f89655e295f4', 1, '6f2a04ca-43e0-be17-7f36-b3908627744d'), // Skye: Regrowth
    row('db6d0529-16c1-405f-81d3-916cf1c45d1c', 1, '6f2a04ca-43e0-be17-7f36-b3908627744d'), // Skye: Trailblazer
    row('b234c698-7f04-4c2c-815c-a59d60fced00', 1, '6f2a04ca-43e0-be17-7f36-b3908627744d'), // Skye: Guiding Light
    row('3bf923cb-c1c7-4cb6-a16d-b4d33b2bc32e', 1, '6f2a04ca-43e0-be17-7f36-b3908627744d'), // Skye: Seekers
    row('da7d5738-e608-4997-b3eb-997688feea61', 1, '320b2a48-4d9b-a075-30f1-1f93a9b638fa'), // Sova: Owl Drone
    row('23958c31-ee5f-444a-a055-767531f227a2', 1, '320b2a48-4d9b-a075-30f1-1f93a9b638fa'), // Sova: Shock Bolt
    row('1f02df3f-a78a-439d-9cf8-7f38d6cfe857', 1, '320b2a48-4d9b-a075-30f1-1f93a9b638fa'), // Sova: Recon Bolt
    row('60ab08ef-4d63-4eb8-98ee-117ac22cc259', 1, '320b2a48-4d9b-a075-30f1-1f93a9b638fa'), // Sova: Hunter's Fury
    row('6b9b7030-1ffb-494f-b6ac-4024cc94d21c', 1, 'b444168c-4e35-8076-db47-ef9bf368f384'), // Tejo: Stealth Drone
    row('d344dbbf-77b0-4471-9851-88e8e29d18bd', 1, 'b444168c-4e35-8076-db47-ef9bf368f384'), // Tejo: Special Delivery
    row('64adb387-f296-4c32-ad67-ccdbe3a2396f', 1, 'b444168c-4e35-8076-db47-ef9bf368f384'), // Tejo: Guided Salvo
    row('1e6b5c2e-b689-4a90-b848-c9ecfd7c38b6', 1, 'b444168c-4e35-8076-db47-ef9bf368f384'), // Tejo: Armageddon
    row('51415698-befe-4012-b7f2-66b044be639f', 1, '707eab51-4836-f488-046a-cda6bf494859'), // Viper: Snake Bite
    row('c164b519-ab67-4530-9175-42ab065fc458', 1, '707eab51-4836-f488-046a-cda6bf494859'), // Viper: Poison Cloud
    row('fb80ac31-64a4-426b-bbe0-d1fbf10bfdd4', 1, '707eab51-4836-f488-046a-cda6bf494859'), // Viper: Toxic Screen
    row('21225c4c-d8eb-4a77-860b-5dd8a7be6aea', 1, '707eab51-4836-f488-046a-cda6bf494859'), // Viper: Viper's Pit
    row('75a2c8e3-299a-4a25-b586-80ad8a789fa9', 1, 'efba5359-4016-a1e5-7626-b1ae76895940'), // Vyse: Razorvine
    row('4ebba1c7-d120-4829-9afe-97ce6d310f27', 1, 'efba5359-4016-a1e5-7626-b1ae76895940'), // Vyse: Shear
    row('202ca182-2b3a-434b-8fcd-342217cb9c4f', 1, 'efba5359-4016-a1e5-7626-b1ae76895940'), // Vyse: Arc Rose
    row('158ae199-3d98-4e55-b825-5e4bdb81ea18', 1, 'efba5359-4016-a1e5-7626-b1ae76895940'), // Vyse: Steel Garden
    row('d52f21cb-3ed0-4cee-9a0a-998083c30f2f', 1, 'df1cb487-4902-002e-5c17-d28e83e78588'), // Waylay: Saturate
    row('5fba9660-13ff-45c4-8a1b-dd5ce6a46ab9', 1, 'df1cb487-4902-002e-5c17-d28e83e78588'), // Waylay: Lightspeed
    row('138738b5-5370-494d-b1cf-5b0513a099d6', 1, 'df1cb487-4902-002e-5c17-d28e83e78588'), // Waylay: Refract
    row('1db2e1fb-5693-416b-905a-3aabee19581b', 1, 'df1cb487-4902-002e-5c17-d28e83e78588'), // Waylay: Convergent Paths
    row('65e3f58f-214b-4de2-94e1-c4f8b1951082', 1, '7f94d92c-4234-0a36-9646-3a87eb8b5c89'), // Yoru: Fakeout
    row('dcd72f70-5156-43e1-bf3d-155d089a4f7c', 1, '7f94d92c-4234-0a36-9646-3a87eb8b5c89'), // Yoru: Blindside
    row('bfb2f531-fc6e-4a15-a7b4-c97d0e328cdd', 1, '7f94d92c-4234-0a36-9646-3a87eb8b5c89'), // Yoru: Gatecrash
    row('9135ea4b-abc4-447f-b58f-1d5280f99b7b', 1, '7f94d92c-4234-0a36-9646-3a87eb8b5c89'), // Yoru: Dimensional Drift
    // Content update 2 (2026-11-27): from puzzle #29.
    row('99590a9a-8766-4a5b-9c56-ca710c05d8b7', 29, '7c8a4701-4de6-9355-b254-e09bc2a34b72'), // Miks: M-pulse
    row('b867db94-3fb8-467b-a717-03268ecc8ca0', 29, '7c8a4701-4de6-9355-b254-e09bc2a34b72'), // Miks: Harmonize
    row('69af9b48-3578-41a5-a69a-7c71c4a0e415', 29, '7c8a4701-4de6-9355-b254-e09bc2a34b72'), // Miks: Waveform
    row('a80d04cf-a309-4644-952e-2702deb7618b', 29, '7c8a4701-4de6-9355-b254-e09bc2a34b72'), // Miks: Bassquake
    row('25ff44d4-a65c-419f-a899-12af00e1ef4c', 29, '92eeef5d-43b5-1d4a-8d03-b3927a09034b'), // Veto: Crosscut
    row('6be913cf-1029-4f44-baec-f1833b467cfa', 29, '92eeef5d-43b5-1d4a-8d03-b3927a09034b'), // Veto: Chokehold
    row('1887db6e-0bb1-4509-8027-4b4db9ba6023', 29, '92eeef5d-43b5-1d4a-8d03-b3927a09034b'), // Veto: Interceptor
    row('dc915398-3a51-43f5-b5fc-de09060f5528', 29, '92eeef5d-43b5-1d4a-8d03-b3927a09034b'), // Veto: Evolution
  ],
  ace: [
    row('d958b181-4e7b-dc60-7c3c-e3a3a376a8d2', 1), // RGX 11z Pro
    row('a4c613c9-4970-61ca-e52a-918ae22f5315', 1), // Araxys
    row('2bf87e2c-4a27-b9c7-3cf4-0c840a82d6dd', 1), // Neptune
    row('3d2fd628-4ceb-0029-a737-9682ce8eb5e9', 1), // Radiant Entertainment System
    row('e10e00ae-4dcc-3c4a-16f7-7e885314f0d0', 1), // Gaia's Vengeance
    row('f7f37856-4af7-9b0e-08aa-91a5207c0439', 1), // Spectrum
    row('ba0f18a9-4b4b-4a1a-15c8-1cb5d8e81a66', 1), // Bolt
    row('bf987f36-4a33-45e4-3c49-1ab9a2502607', 1), // Champions 2021
    row('f99e5b38-48c7-1146-acfa-9baaf773b844', 1), // Champions 2022
    row('90ee89df-40cf-03d3-420f-3d9a1b81d85b', 1), // Champions 2023
    row('422a7fba-4bfa-fe5e-0e79-d7b553071089', 1), // Champions 2024
    row('54f8793c-4daa-6e45-bcfd-e9bfc742dc30', 1), // Origin
    row('7738edd6-4c85-9c9c-bcad-80b6d282b4d2', 1), // Nocturnum
    row('51bccace-45c9-72c4-56d6-b097a4791c2f', 1), // Doombringer
    row('fc723fef-444a-4013-a741-3e85a97382f2', 1), // Glitchpop
    row('a5da7b5a-49a4-8fa9-a1c6-01a9aced0f9f', 1), // ChronoVoid
    row('526f7d0c-414b-24bb-bcd0-10aed1f3e824', 1), // Prelude to Chaos
    row('1ba50cf0-46dd-848f-13a9-dc92fb0a3e3b', 1), // Elderflame
    row('e6032bbf-403e-47e4-8fbc-a1b212d966e7', 1), // Imperium
    row('ef72e3c0-467b-ab15-076a-1e9690d16d6f', 1), // Singularity
    row('1b98ee1c-4d9a-9e9d-0b36-f1a001a76628', 1), // Forsaken
    row('550d9d34-4942-a605-ba3c-b09452e52f83', 1), // Neo Frontier
    row('22ad3cea-4b3e-b6e9-e1ee-c498a45f14ee', 1), // Primordium
    row('648f655e-4df1-e4d0-97d0-5cafb5d47757', 1), // EX.O
    row('2116a38e-4b71-f169-0d16-ce9289af4bfa', 1), // Prime
    row('8b97b3f5-4555-6818-5ed0-18b1fb4e1336', 1), // XERØFANG
    row('3a824027-4414-5a08-64f0-c8905a2aaa66', 1), // Radiant Crisis 001
    row('ae0c9cc4-4c03-f8d6-745c-84953db684fc', 1), // Ruination
    row('00f15574-4c2e-992c-1664-0c8969f2d7a3', 1), // Aemondir
    row('f3e3a4e2-4c50-7168-74f8-b3a0a8dc917f', 1), // Arcane
    row('338cabdb-473f-1f37-fa35-47a3d994517f', 1), // Magepunk
    row('f79f85ec-48f8-6573-873a-75b4627b615e', 1), // Valiant Hero
    row('3ad3de55-422b-4076-a89f-81a38ce24973', 1), // Overdrive
    row('a012ba57-4a6a-db6b-fad2-bebb84a9a588', 1), // Kuronami
    row('693d675e-4ed2-c00a-5e38-6b859b275565', 1), // Ion
    row('b7d754d4-44aa-4663-afc3-84a5cccc3c9d', 1), // Oni
    row('3ae56d5e-423d-97c5-1aa2-4faccccec1a2', 1), // Cryostasis
    row('0b77a2a9-458c-6772-0f76-339b278f744c', 1), // Helix
    row('13d427c1-49d7-44f9-6576-27a9c83d787f', 1), // Sentinels of Light
    row('81d85522-4651-4f66-72de-5fa057b3514c', 1), // Reaver
    row('fd9fd08f-446f-018f-c632-0e96428f2978', 1), // Sovereign
    row('b6b1b7ea-4a10-f810-a416-03adbb69d379', 1), // Recon
    row('dec7c18d-469b-c1d1-ada5-2ebf1eaf2a5c', 1), // Mystbloom
    row('f94649de-4723-b138-8293-45ab433c9da4', 1), // Evori Dreamwings
    row('a4ab0768-48b6-8459-31eb-04bf23d20100', 1), // CYRAX
    row('a31f7d1f-89d8-47ae-875b-1ae2117655c2', 1), // BlastX
    row('26333e26-4688-3e1e-3c7c-1ab6bf16ceec', 1), // VCT Team Capsules
    row('ab83f73d-485f-e010-8ea0-24b538468a1a', 1), // Protocol 781-A
    // Content update 2 (2026-11-27): from puzzle #29.
    row('4d9966e8-4dc9-cd1f-9e57-f6844f4b5da1', 29), // Divergence
    row('4339220e-4dd2-14e8-f20b-299c90620741', 29), // Phaseguard
    row('00b9a5cd-49fa-0619-2657-c0bc7f35778a', 29), // SplashX
    row('f0eb5967-446e-cac1-cb69-008cf2538c84', 29), // Bubblegum Deathwish
    row('c18084b7-46ea-8231-28dd-808d9f4b4e66', 29), // Champions 2025
    row('f4015c5e-4c32-20ad-11bc-7ebc39293bc1', 29), // Dolmir's Revenge
    row('cf677a46-4d18-b8fa-7977-1cbf635a4cc0', 29), // Ora by OneTap
    row('35e69ee1-4900-7daa-72fe-a8a3e8b25c42', 29), // Ayakashi
    row('ba8f7c3b-45f3-dff2-0649-edac63883aff', 29), // Solarstride
    row('1d0f4bbc-4237-1338-5712-1081e21295a1', 29), // Blackthorn
    row('e34e36b2-4822-e27c-3f9d-c088f4ba465c', 29), // Holo Meridian
  ],
  // Voice lines went live on puzzle #25 (2026-11-25): its first puzzle is #26.
  voice: [
    row('41fb69c1-4189-7b37-f117-bcaf1e96f1bf', 26), // Astra
    row('5f8d3a7f-467b-97f3-062c-13acf203c006', 26), // Breach
    row('9f0d8ba9-4140-b941-57d3-a7ad57c6b417', 26), // Brimstone
    row('22697a3d-45bf-8dd7-4fec-84a9e28c69d7', 26), // Chamber
    row('1dbf2edd-4729-0984-3115-daa5eed44993', 26), // Clove
    row('117ed9e3-49f3-6512-3ccf-0cada7e3823b', 26), // Cypher
    row('cc8b64c8-4b25-4ff9-6e7f-37b4da43d235', 26), // Deadlock
    row('dade69b4-4f5a-8528-247b-219e5a1facd6', 26), // Fade
    row('e370fa57-4757-3604-3648-499e1f642d3f', 26), // Gekko
    row('95b78ed7-4637-86d9-7e41-71ba8c293152', 26), // Harbor
    row('0e38b510-41a8-5780-5e8f-568b2a4f2d6c', 26), // Iso
    row('add6443a-41bd-e414-f6ad-e58d267f4e95', 26), // Jett
    row('601dbbe7-43ce-be57-2a40-4abd24953621', 26), // KAY/O
    row('1e58de9c-4950-5125-93e9-a0aee9f98746', 26), // Killjoy
    row('bb2a4828-46eb-8cd1-e765-15848195d751', 26), // Neon
    row('8e253930-4c05-31dd-1b6c-968525494517', 26), // Omen
    row('eb93336a-449b-9c1b-0a54-a891f7921d69', 26), // Phoenix
    row('f94c3b30-42be-e959-889c-5aa313dba261', 26), // Raze
    row('a3bfb853-43b2-7238-a4f1-ad90e9e46bcc', 26), // Reyna
    row('569fdd95-4d10-43ab-ca70-79becc718b46', 26), // Sage
    row('6f2a04ca-43e0-be17-7f36-b3908627744d', 26), // Skye
    row('320b2a48-4d9b-a075-30f1-1f93a9b638fa', 26), // Sova
    row('b444168c-4e35-8076-db47-ef9bf368f384', 26), // Tejo
    row('707eab51-4836-f488-046a-cda6bf494859', 26), // Viper
    row('efba5359-4016-a1e5-7626-b1ae76895940', 26), // Vyse
    row('df1cb487-4902-002e-5c17-d28e83e78588', 26), // Waylay
    row('7f94d92c-4234-0a36-9646-3a87eb8b5c89', 26), // Yoru
    // Content update 2 (2026-11-27): from puzzle #29.
    row('7c8a4701-4de6-9355-b254-e09bc2a34b72', 29), // Miks
    row('92eeef5d-43b5-1d4a-8d03-b3927a09034b', 29), // Veto
  ],
};

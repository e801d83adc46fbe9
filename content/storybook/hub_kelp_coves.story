// The Kelp Coves: the Tidewright west coast. Kelp forests, pearl divers, wreckers, seal folk,
// drowned shrines, and Captain Vell Arrastor's black sails. Writer: kelp (ids 0200-0299).
// Choice Matrix boxes 41-55 (used: 41-49). Secret code paragraphs 0285-0287.
//   41 the coves took you in        42 the seal-wife has her skin    43 Tull's light serves you
//   44 the bell-song of the shrine  45 Arrastor's pilot in your debt 46 Hesper read the strand-glass
//   47 the Brine-Sworn boy lives    48 the loom-wives' friendship    49 the coves are free
@chapter hub kelp_coves "The Kelp Coves"

@track α . . . . ω . .
@alpha 0201
@omega 0260

@table
1  0205 sea kin
2  0211 sea war
3  0216 kin grief
4  0224 faith lore
5  0229 war sea
6  0236 craft kin
7  0241 faith grief
8  0248 sea lore
9  0252 craft lore
10 0257 kin lore

// ---------------------------------------------------------------------------------------------
// Alpha: the party arrives

== 0201 Where the Kelp Keeps Its Dead

The Argo noses into the coves on a slack tide. Kelp brushes her hull like slow hands, and the air
is thick with rot-sweet weed, tar and the chalky smell of opened oysters. No boats are out. Nets
hang drying over empty racks.

A woman waits on the shingle with a diver's stone on a cord around her neck. Her shoulders are
broad from forty years of holding her breath. "Nerissa Kelpwife," she says, "of the Pearl House.
Black sails take our divers. Masked priests drown things in the kelp at night. And after every
drowning, a horse of glass runs on the waves and no boat dares the water. Which of those did
you come for?"

? Walk the drowning-line with her at low tide. -> 0202
? [diplomacy tidewright 1] Show the Compact's harbour-token and ask the Pearl House for bread. -> 0203
? Ask her about the black sails. -> 0204

== 0202 The Drowning-Line

At low water the kelp lies flat and stinking, and you see the stakes. Dozens of them, driven into
the mud in a long curve, each wearing a mask of crusted salt. Ropes trail from the stakes into
the deeper water. On one rope hangs a bronze cup, green with weed; on another, a gull, its
wings still spread. On a third there is nothing at all, only a small frayed knot.

Nerissa does not look at the third rope. Scratches run along the stakes, a script cut with a
shell.

test wisdom 6+: Read the salt-script before the tide comes back for it.
  bonus (pay danger 1) +1
  bonus diplomacy
  success > note argo "The Brine-Sworn call the Glass Mare with drowned offerings."
  success > gain_knowledge 1
  success -> 0204
  fail > gain_triskelion danger 1
  fail -> 0204

== 0203 Bread at the Pearl House

The Pearl House is a long hall of whale-rib and tarred sailcloth, warm with fish-oil lamps.
The divers make room on the benches without being asked. You eat flatbread baked on hot stones,
mussels in sour wine, and a paste of roe so salty it makes your eyes water. Someone starts the
breath-song, the one divers hum to slow their hearts, and the whole hall joins in.

One of the Argonauts knows the tune before the second verse. Nobody taught it to them.

> gain_diplomacy tidewright 1
> boon "Sea-Blessed"
> gain_triskelion danger -1 who=each
-> 0204

== 0204 The Diver's Stone

"His name is Vell Arrastor," Nerissa says. "He was the Compact's best privateer. Now he flies
black sails for the Salt Crown, because she promised him a ship that lives." She looks up at the
Argo's dark warm flank, and you see her understand. "He will want yours."

She lifts the diver's stone from her neck and puts it in the party leader's palm. It is smooth,
grey, and heavier than it looks. "Stay in the coves a while. Help where you can. When the glass
horse comes for us, I want you standing on this beach."

> mark 41
> gain_progress 1
> note argo "Nerissa Kelpwife's diver-stone hangs in the Argo's prow."
-> return

// ---------------------------------------------------------------------------------------------
// 1: The Long Breath (sea, kin). Fated: the nacre statue.

== 0205 The Long Breath
fated 0209

The divers of the Pearl House are working the Deepbed, where the big oysters grow in the dark
between kelp trunks as thick as masts. The current there has a name: the Widow's Pull. It is
calm for a count of a hundred breaths, and then it is not.

A girl named Ianthe went down on the last calm. Her line has gone slack. Her mother is hauling
it in hand over hand, faster and faster, and the end comes up cut.

? Go down after her, all of you, on lines tied to the Argo's boat. -> 0206
? [skill wisdom 2] Watch the kelp lean and time the Pull before anyone dives. -> 0207
? Hold the mother back; the Pull takes whoever follows. -> 0208

== 0206 Down the Widow's Pull

Cold closes over you, then green, then black. The kelp trunks sway like a temple of drowned
columns. You pull yourselves down hand over hand, lungs burning, searching the bottom for a pale
shape. Somewhere above you the Pull is gathering itself, and every one of you is counting.

group test endurance 6+: Everyone dives, and everyone must come back up.
  0-1 -> 0208
  2-3 -> 0207
  4 > gain_resource pearl 1
  4 -> 0207
  fail > gain_triskelion danger 1

== 0207 Ianthe Comes Up

You find her wedged under a kelp root, her knife still in her fist, her cheeks puffed with the
last of her air. You drag her up through the green. She breaks the surface coughing and
swearing, which her mother says is the best sound in the world.

That night Ianthe comes to the Argo with a fistful of small crooked pearls from the pouch at her
belt. "The ones I was holding when I thought I'd die," she says. "I want them far from here."

> gain_resource pearl 1
> gain_diplomacy tidewright 1
> note argo "Ianthe of the Pearl House owes you her breath."
-> return

== 0208 What the Pull Keeps

The Pull comes. The kelp leans all one way, as if a great door had opened below, and then it is
calm again, and the sea is empty.

Ianthe's mother sits on the shingle until dark with the cut line across her knees. Then she ties
a knot in it, and another, and hangs it on the drying-rack with the nets. In the morning her
younger daughter is on the rocks, practising holding her breath, and she asks you to count for
her.

> gain_despair 1
> gain_mnemos random
-> return

== 0209 The Nacre Statue

The Widow's Pull has been working the Deepbed. When the divers go down this time, they find the
mud scoured away from something: a bronze statue of a diver, lying on its back, its chest
armoured in plates of mother-of-pearl laid like fish scales. The plates are fitted so well that
light moves over them as if they breathed.

Nerissa wants the armour's secret. The Pull will come again in a hundred breaths.

test endurance 7+: Work the plates loose and study how they are laid, in one long breath.
  bonus [note "Ianthe of the Pearl House owes you her breath."] +1
  bonus (pay danger 1) +1
  bonus diplomacy
  success > gain_pattern pattern_nacre_cuirass
  success -> 0210
  fail > gain_triskelion danger 1
  fail > gain_resource pearl 1
  fail -> 0210

== 0210 Mother-of-Pearl

On the shingle the divers lay out what came up: plates of nacre, rainbow and bone-white, and
the charcoal rubbings you made of how they overlapped. Some of it is understood; some of it the
sea kept.

Nerissa turns one plate in her scarred fingers. "My grandmother said the old temple divers wore
these, when there were still gods to dive for." She gives the plate to the party leader. "Now
there's only us. That will have to do."

> gain_progress 1
-> return

// ---------------------------------------------------------------------------------------------
// 2: The False Light (sea, war)

== 0211 The Light That Lies

On the black rocks called the Teeth, a beacon burns where no harbour is. The woman who feeds it
is Grandmother Tull: toothless, cheerful, her hands tarred to the wrist. She lit it to wreck
Arrastor's raiders, she says, and it has wrecked two of them.

Last night it wrecked a grain-boat from Meriphon instead. Four drowned. Tull has not stopped
feeding the fire. "The sea can't tell sails apart in the dark," she says. "Can you?"

? Smash the beacon. No more ships die on these rocks. -> 0212
? Keep the night watch with her and judge the next sail yourselves. -> 0213
? Leave her to her fire and her dead. -> 0215

== 0212 Ashes on the Teeth

You kick the beacon apart and roll the burning driftwood into the sea. It hisses and goes out.
Grandmother Tull sits down on the wet rock and laughs until she cries, or cries until she
laughs; it is hard to tell.

"Then who stops them?" she says. "You?" She spits toward the dark water where Arrastor's sails
sometimes show. "Then stop them."

The grain-boat's families hear of it before noon. They bring you salt fish and a blessing.

> gain_diplomacy tidewright 1
> note argo "The false light on the Teeth is dark."
-> return

== 0213 The Night Watch

The fire roars and snaps. Tull hums a wreckers' song. Toward the middle watch a sail shows
against the stars: square, dark, coming fast along the coast. Tull's hand is already on the
fuel-basket. One armful of pitch-soaked kelp and the light will swing the ship onto the Teeth.

It could be a raider. It could be a fisher running late.

test cunning 7+: Read the sail, the rig and the wake before Tull throws the kelp.
  bonus (pay danger 1) +1
  bonus [tech lamp_lens] +1
  bonus diplomacy
  success -> 0214
  fail -> 0215

== 0214 A Black Sail Breaks

"Raider," you say. "Arrastor's." The rig is too heavy for a fisher, the oars too many. Tull
throws the kelp. The beacon flares, the black ship turns toward it, and the Teeth take it below
the waterline with a sound like a tree splitting.

By dawn the raiders have swum for the kelp and vanished. Their ship is yours to strip: bronze
fittings, a chest of tools, a coil of good rope. Tull pats your cheek with a tarry hand. "Come
back when you need the light," she says. "It'll know your sails."

> mark 43
> gain_resource bronze 2
-> return

== 0215 The Wrong Ship

The sail passes, or it doesn't; Tull throws the kelp, or the wind does it for her. Either way,
before dawn a small boat is grinding on the Teeth, and the people crying out in the surf are
pilgrims bound for Ilyra with lamp oil for the dead gods.

You pull out everyone you can reach. Three of them, a ropemaker and his two grown sons, have no
boat left and no wish to go on. They ask to sail with the Argo instead.

> gain_despair 1
> gain_argo_stat crew 1
-> return

// ---------------------------------------------------------------------------------------------
// 3: The Seal-Wife (kin, grief). Fated: the child in the surf.

== 0216 The Skin in the Rafters
fated 0220

On the Selkie Lees the seals lie on the warm rocks and watch the Argo. In the net-village above
them lives a woman called Aigle, who never goes into the sea and who smells, always, faintly of
it. She finds you at the well.

"My husband Doros hid my skin when I was young and stupid and in love," she says. "Seven years.
I have a daughter who sleeps badly on land. The skin is somewhere in his house. I can smell it
and I cannot find it." Behind her, on the rocks, a grey seal lifts its head and calls.

? Find the skin and give it back to her. -> 0217
? [skill wisdom 2] Sit down with Aigle and Doros both, and the daughter too. -> 0218
? Tell her you cannot come between a husband and a wife. -> 0219

== 0217 A Search Among the Nets

Doros is out on the water until dusk. His house is one room and a loft, hung with nets and
floats and the smell of smoked mullet. A sealskin is a big thing to hide. It is also soft, and
it folds small.

test cunning 6+: Find where a fisherman hides the thing he is most afraid of losing.
  bonus (pay danger 1) +1
  bonus [skill wisdom 2] +1
  success > gain_diplomacy tidewright -1
  success -> 0218
  fail -> 0219

== 0218 Aigle Goes Home

The skin is sewn inside the mattress Doros sleeps on. Of course it is.

Aigle holds it to her face for a long time. Doros comes up the path as she is going down to the
rocks, and he does not try to stop her. Their daughter stands between them with her hands in
her hair. At the waterline Aigle turns. "Every spring tide," she says to the girl. "Wait for me
on the low rock." Then she is a grey shape in the grey water, and the seals on the Lees all call
at once.

The Lees-folk remember a debt. One day they will come to pay it.

> mark 42
> code 0285
-> return

== 0219 The Seal Watches

You leave the village with nothing done. Aigle goes back to her well, Doros to his nets. Down on
the Lees the grey seal follows the Argo along the shore until the rocks give out, keeping pace,
watching the party leader with round black eyes that look wet with more than sea.

That night the leader dreams of being shut in a warm dark place and hearing the tide go by
outside. They wake with salt dried on their face.

> gain_triskelion fate 1
> gain_mnemos random
-> return

== 0220 The Child in the Surf

A storm is coming off the sea, the kind that smells of hot glass. On the low rock of the Selkie
Lees a small figure is standing with the waves breaking around her knees: Aigle's daughter,
waiting for a mother who may or may not come, and the tide rising faster than she can see.

Doros is on the beach screaming her name into the wind. The surf between the shore and the rock
is white and full of kelp.

? peril Swim out through the surf yourself. -> 0221
? [matrix 42] Sing Aigle's name into the water, as the Lees-folk do. -> 0222
? (pay crew 1) Send the Argo's boat in with a crew of rowers. Some will not come back. -> 0222

== 0221 Through the White Water

The first wave lifts you and throws you back. The second pulls you under and drags you over
stones. Kelp wraps your ankles like ropes with a will behind them. The rock is a dark shape that
comes and goes.

test endurance 7+ peril: Reach the rock and bring her back.
  bonus (pay danger 1) +1
  bonus [boon "Sea-Blessed"] +1
  success -> 0222
  fail -> 0223

== 0222 The Low Rock

The girl is in your arms, then in her father's, wet and furious and alive. Out past the breakers
a grey seal rises, looks at the three of you on the sand for as long as a breath can be held,
and sinks again.

Doros wraps his daughter in his coat. "She'll go to her mother one day," he says. "I know it.
I'd rather she went by the low rock than under it." He brings you a knot of the Lees: a charm
of net-cord, dried kelp and a seal's whisker, for whoever swims when others can't.

> gain_gear tide-knot-charm
> gain_diplomacy tidewright 1
-> return

== 0223 Under the Lees

The sea wins. You go down into green noise, and then there is no noise at all, only a warm
pressure like a body against your back, pushing you up. You wake on the sand, retching brine.
The girl is beside you, wrapped in kelp, alive; grey heads bob in the surf and then are gone.

Something came loose in you down there. You remember a dark room, a door sealed from outside,
and a woman's voice through it, singing you to sleep.

> gain_fated_mnemos
> affliction "Salt-Lung"
-> return

// ---------------------------------------------------------------------------------------------
// 4: The Drowned Shrine (faith, lore)

== 0224 The Shrine Under the Kelp

Where the kelp grows thickest, the divers will not go. Under it, they say, is a shrine from before
the Sundering, sunk when the coast slumped. At noon, with the sun straight down, you can see it
from the boat: a roof of green bronze, columns furred with weed, an empty bell-cradle over the
door. The chain that held the bell has been cut recently. The cut is bright.

Down the shrine's throat the water goes black, and it is warm.

? Swim down into the sanctum, where the warmth comes from. -> 0225
? Read the carvings on the portico by the noon light. -> 0226
? Mark the cut chain for the Pearl House and row away. -> 0228

== 0225 The Warm Dark

The sanctum is a round room with no floor; the water simply goes down. Warmth rises from below,
and with it a smell you know and cannot name, like a forge banked for the night, like someone's
skin. Your lungs ache. Your memory aches worse. There is something down there you lost.

delve 9: Go down into the warmth after what you lost.
  success -> 0227
  fail -> 0228

== 0226 The Nine on the Wall

The carving runs around the portico: a woman with a hammer at a forge, a great ship rising from
her anvil, and, kneeling in a ring around her, nine attendants with their faces worn smooth by
the sea. Under them the shell-script has lasted better. It is a hymn. Its last lines tell you
how the shrine's bell was rung, and what it called: a white mare out of the storm, to carry the
dead god's servants home.

> mark 44
> gain_knowledge 1
> note argo "The shrine's bell called a mare of storm for the servants of the dead."
-> return

== 0227 What the Warm Dark Gave Back

You surface gasping in the middle of the afternoon with a memory in your mouth like a pearl.
A workshop. A woman's hands, burned and patient, guiding yours on a bronze rivet. Her laughter.
The rivet was the first of thousands. You were proud of it.

The others pull you into the boat. For a long time the party leader sits with their hands open
in their lap, looking at them as if they had been lent.

> gain_mnemos random
> gain_triskelion fate -1
> gain_progress 1
-> return

== 0228 The Cut Chain

Nerissa turns pale when you tell her about the chain. "That bell hasn't rung since my
grandmother's grandmother," she says. "Who wants a bell that calls storms?"

You both know the answer. The Salt Crown's priests have been drowning offerings all along this
coast, and now someone has taken the one thing that could bring the Glass Mare to heel, or
bring her down on all of them at once.

> gain_doom 1
> note argo "Someone has raised the bell of the drowned shrine."
-> return

// ---------------------------------------------------------------------------------------------
// 5: Black Sails (war, sea). Fated: Arrastor's parley.

== 0229 Black Sails in the Kelp Lanes
fated 0233

A conch blows from the point: three long notes, the Pearl House's alarm. Out in the kelp lanes a
black-sailed longboat has run down a diving skiff. Arrastor's raiders are hauling divers over the
side by their hair and throwing their baskets of shell into the sea. The longboat is already
turning for open water, oars flashing.

? Give chase with the Argo through the kelp lanes. -> 0230
? [diplomacy tidewright 2] Hail them in the Compact's name. Some of them were Compact sailors once. -> 0231
? Let them go, and watch which way they run. -> 0232

== 0230 The Kelp Lanes

The lanes are narrow channels through the kelp, winding and changing with the tide. The
longboat knows them. The Argo does not, and she is a great deal bigger. The dark metal of her
hull hums as the first fronds drag along it.

argo test 6+: The Argo runs the lanes after the longboat.
  success -> 0231
  fail > gain_argo_stat hull -1
  fail -> 0232

== 0231 The Pilot's Knife

The longboat's crew gives up the divers faster than you expect: most of them go over the side
and swim for the kelp, and nobody stops them. Only the pilot stays, a lean grey man called Corro
with a knife he does not quite point at you. "He'll hang me for losing them," he says. "Or she
will. The one in the salt crown."

You let him keep the knife and take his word instead. The divers row home singing.

> mark 45
> gain_diplomacy tidewright 1
> note argo "Corro, Arrastor's pilot, owes you his neck."
-> return

== 0232 The Marker-Float

The longboat slips into the kelp and is gone. You are left with an empty skiff, a floating
basket and the divers' families on the point, not crying yet.

Then Ianthe's mother spots it: a cork float bobbing out of the kelp with a diver's knot tied
around it. Someone on that longboat is alive and thinking, and has marked the way. Whoever it
is, the Pearl House will hear from them.

> gain_doom 1
> code 0286
-> return

== 0233 A Green Bough on Black Sails

A black-sailed ship anchors off the coves under a green bough, the sign of a parley. Vell Arrastor
rows himself over: a heavy man in a salt-stiff coat, with gentle eyes and a voice worn rough by
shouting into wind. He looks at the Argo the way a man looks at a woman who married someone else.
Six of Nerissa's divers still pull oars on his ship.

"Sell her to me," he says. "Name your price. The Salt Crown will take her anyway, and she'll
take you with her. I would at least love her."

? [matrix 45] Give him back his pilot Corro, in exchange for the divers he still holds. -> 0234
? (pay resource pearl 2) Buy the divers' freedom with the coves' own pearls. -> 0234
? Refuse him, and tell him what you think of his mistress. -> 0235

== 0234 Divers Come Home

Arrastor agrees more quickly than a man should. When the divers come over the rail, thin and
sun-blistered, he watches them go with something close to relief. "Tell Nerissa I didn't want
them," he says. "Tell her the priests wanted hands to raise a bell."

He rows away under his green bough. The divers' families come down to the Argo with lamps and
fish and a song you cannot understand for all the weeping in it.

> gain_diplomacy tidewright 1
> gain_progress 1
> note argo "Arrastor's heart is not wholly in the Salt Crown's work."
-> return

== 0235 No Price

Arrastor hears you out without anger. Then he stands, puts on his hat, and looks up at the
Argo's flank one more time. "When she's mine," he says, "I'll remember you were honest."

That night the Brine-Sworn drown something in the kelp, and you hear, far off on the wave-crests,
a sound like a bell being struck with a hoof.

> gain_doom 1
> gain_triskelion rage 1 who=group
-> return

// ---------------------------------------------------------------------------------------------
// 6: The Kelp-Loom (craft, kin)

== 0236 The Loom-Wives

In a cove that smells of brine and drying weed, the loom-wives of the coast weave kelp-mail:
strips of cured kelp laced with copper wire, soaked in fish-glue, beaten flat on stones and
woven on a loom the size of a ship's mast. A coat of it will turn a knife and float a drowning
man.

The eldest loom-wife looks at your hands. "Soft," she says. "But there are four of you. The
cutting-beds are thick this year, and my daughters are rowing for Arrastor now."

? (pay resource bronze 1) Trade bronze for wire, and wire for a coat of mail. -> 0237
? Lend your hands to the cutting in the kelp beds. -> 0238
? Thank her for the sight of the loom and go. -> 0239

== 0237 A Coat That Floats

The mail is brown and glossy and smells of the sea forever. It creaks like a boat when you move.
The eldest loom-wife laces it onto the party leader herself, pulling every cord tight with her
teeth, and steps back.

"It'll outlast you," she says, not unkindly. "Everything I make does."

> gain_gear kelp-mail
> mark 48
-> return

== 0238 The Cutting-Beds

You wade the beds at low tide with hooked knives, cutting kelp in long ribbons and hauling it to
the racks. The fronds are slippery, the stems are tough as rope, and something in the water
stings every time you reach down.

group test endurance 5+: Cut, haul, and cut again until the tide turns.
  0-1 -> 0239
  2-3 > gain_resource pearl 1
  2-3 > gain_diplomacy tidewright 1
  2-3 -> 0239
  4 -> 0237
  fail > gain_triskelion danger 1

== 0239 Kelp on the Racks

By evening the racks are full, or as full as they will be. The loom-wives sit with their feet in
the warm shallows and sing a counting song about the daughters who rowed away, one verse each.
The song has a verse at the end for the ones who come back. They sing it anyway, every night,
the eldest says. It keeps the verse in practice.

-> return

// ---------------------------------------------------------------------------------------------
// 7: The Salt-Masked (faith, grief). Fated: masks on the hull.

== 0241 The Salt-Masked at Low Tide
fated 0245

On the mudflats below the dunes, seven figures stand in salt-crusted masks, chanting. Between
them a boy of ten is tied to a drowning-stone at the tide-line. The tide is coming in. On the
dune a woman is held back by two men of the village, who look at the masks and then at the
ground.

"Phaon," she screams. "Phaon!" The boy is not crying. He is watching the water come.

? Rush the priests before the tide does. -> 0242
? [skill will 2] Walk into the water and out-chant them with a hymn you never learned. -> 0244
? (pay resource bronze 2) Offer them bronze in his place. Their goddess takes metal too. -> 0244

== 0242 Knives in the Shallows

The Brine-Sworn do not run. They draw short bronze knives, green with sea-rot, and meet you in
the knee-deep water, their masks blind and white. They chant as they fight, never missing a
beat, and the mud sucks at your feet. The tide is at the boy's chest.

group test fury 6+: Break through to the stone.
  0-1 -> 0243
  2-3 -> 0244
  4 > mark 47
  4 -> 0244
  fail > gain_triskelion rage 1

== 0243 The Tide-Line

You reach the stone as the water closes over it. You cut the rope and bring him up, but he has
stopped breathing, and though his mother presses on his chest until her arms shake, he does not
start again. The priests are gone into the dunes.

She carries him up the beach herself. At the top she turns and looks at you, and says, very
clearly: "You came. Nobody else came."

At the next new moon she sends her daughter down to the Argo with a basket of figs, and word
that the masks have not come back to that beach.

> gain_despair 1
> gain_triskelion danger 1
-> return

== 0244 Phaon

The boy comes up off the stone spitting sea, alive and shaking. His mother gets there before you
can hand him over. The Brine-Sworn withdraw into the dunes, masks turned toward you, one of them
holding its head a little crooked, like a gull deciding.

Phaon will not let go of the party leader's belt. His mother cuts the drowning-rope into pieces
and gives each of you a length. "If they come for him again," she says, "you will know."

> gain_diplomacy tidewright 1
> note argo "Phaon of the tide-stone is alive."
-> return

== 0245 Masks on the Hull

You wake in the dark to a sound like teeth on bronze. Under the Argo's waterline, swimmers are
nailing salt-crusted masks to her hull, one after another, marking the ship as an offering. The
dark metal shivers under your feet. Somewhere in the kelp a bell that is not there rings once.

? [note "Phaon of the tide-stone is alive."] Send for Phaon: he heard their signal on the stone. -> 0246
? (pay rage 1) Go over the side with knives in your teeth. -> 0246
? Run the Argo out to sea at full oar and let her shake them off. -> 0272

== 0272 Full Oar in the Dark

The oarsmen stumble to the benches half-asleep. The anchor comes up dripping weed, and the Argo
surges out of the cove with the swimmers still clinging to her flanks like barnacles. The dark
metal groans. Somewhere below the waterline the hammering has not stopped.

argo test 6+: The Argo shakes off the Brine-Sworn.
  success -> 0246
  fail -> 0247

== 0246 The Unmasked

The swimmers scatter. One is too slow; you drag him up over the rail and pull off his mask, and
underneath is only a frightened fisherman with salt-sores on his cheeks. "They pay in pearls,"
he says. "And the ones who don't take the pearls go on the stones." He tells you where the
Brine-Sworn meet: on Arrastor's deck, over the drowned shrine, at the spring tide.

You pry the masks off the hull at dawn. The Argo's metal is warm where they were.

> mark 47
> gain_progress 1
> note argo "The Brine-Sworn meet on Arrastor's deck at the spring tide."
-> return

== 0247 A Marked Ship

At dawn you count the masks: nine, in a ring around the Argo's keel, their blind faces turned
out to sea. You pry them off one by one. The metal beneath is cold where they were, cold as a
stone in winter, and it stays cold for days.

Fishermen make the sign against storms when the Argo passes.

> gain_argo_stat argo_fate 1
> gain_argo_stat hull -1
-> return

// ---------------------------------------------------------------------------------------------
// 8: The Ship With a Light On (sea, lore)

== 0248 The Ship With a Light On

The current that runs south from the coves carries every wreck to the Drift of Lost Hulls in the
end. This one has not got there yet. She is a Tidewright cutter, mastless, her paint peeled to
the wood, wallowing low in the swell. A lamp burns in her stern window. It is grey, and it does
not flicker.

On her bow, under the weed, you can read a name: *Kindly Tern*.

? Lay the Argo alongside and board her. -> 0249
? Keep your distance and drift with her until dawn. -> 0250

== 0249 The Captain's Cabin

She is empty. Her hold is dry. In the stern cabin the grey lamp burns on a table beside a
captain's log, and the light it gives off makes the cabin look like a memory of itself. The log
is Vell Arrastor's. The last entry is seven years old: *Sold her to pay the crew. She deserved
better. Salt Crown came to the quay tonight. She says she can make ships that live.*

When you look up from the page the lamp is out, and the wick is cold, as if it had never burned.

> gain_mnemos random
> code 0287
> timeline dream 2 "A Dream of Pharos"
-> return

== 0250 Drifting Together

All night the two ships drift side by side, close enough to hear the cutter's timbers talk. The
grey lamp never moves. Toward dawn the current quickens, and ahead of you in the mist you see
the Drift of Lost Hulls: masts at every angle, like a drowned forest.

roll d10
  1-4 -> 0251
  5-10 -> 0249

== 0251 The Drift's Teeth

The current throws the Argo among the wrecks. Old keels grind along her flank, a broken mast
rakes her rail, and by the time the oars pull her clear the cutter is gone, lamp and all, folded
into the Drift.

The crew find a sound spar and two bolts of good cedar jammed in the Argo's rigging. The sea
takes, and now and then it pays a little back.

> gain_argo_stat hull -1
> gain_resource cedar 2
-> return

// ---------------------------------------------------------------------------------------------
// 9: Hesper and the Singing Glass (craft, lore)

== 0252 Glass That Sings

Hesper Tallowhand has come down from Meriphon on a fishing boat, with a sack of tools and a
temper. She has heard that the Glass Mare ran on Saltglass Strand last month. "Lightning fused
that beach," she says, "and it rings. Your ship rings too. I want to know why." She has a tuning
fork, a hammer and a bucket of wet sand. "Walk it with me before the tide covers it."

? Walk the strand with her, listening for the notes. -> 0253
? (pay argo_fate 1) Let her open a rib-panel in the Argo's hold instead. -> 0256
? Tell her the strand is the Mare's, and leave it be. -> 0255

== 0253 Saltglass Strand

Every footstep on the strand rings: a low note, a high note, a splintering chime. Hesper strikes
her fork and kneels and listens and strikes again. The tide is coming in, and the glass is
sharp. Far out in the bay the Argo lies at anchor, humming to herself, as she does at dusk.

test wisdom 6+: Find the place where the strand's note matches the Argo's hum.
  bonus (pay danger 1) +1
  bonus [matrix 44] +1
  bonus diplomacy
  success -> 0254
  fail > gain_triskelion danger 1
  fail -> 0255

== 0254 The Note

There: a hoof-print fused into the glass, and when you strike it, the Argo, half a mile out,
hums back. Hesper sits down in the wet sand and says a word her mother would not have liked.

By the next dawn she has drawn a row of pipes along the Argo's hull that will sing when the swell
changes, and the Pearl House is cutting them from bronze for her. "Now she can hear the sea," she
says, "and tell you what she hears."

> mark 46
> gain_technology tide_organ
> gain_diplomacy tidewright 1
-> return

== 0255 The Tide Comes In

The sea comes up over the strand, and the glass goes quiet under it, note by note. Hesper packs
her tools with a face like a shut door. "Next time," she says, and means it.

She leaves you a gift before she rows away: a sling of braided sinew, the kind Tidewright
shipwrights use to throw lines to the top of a mast. "You'll need to reach things," she says.

> gain_gear shipwright-sling
-> return

== 0256 The Rib

Hesper works the panel loose with a bronze bar. Behind it is not a frame but a bone: one long
curved rib, pale gold, threaded through with the Argo's dark metal like a root through rock.
It is warm. When she lays her palm on it, it moves, very slightly, like a sleeper breathing.

Hesper puts the panel back with great care and sits down on the deck. "That isn't a ship," she
says at last. "Or it isn't only a ship." She does not ask who it belonged to. Perhaps she is
afraid you will know.

> gain_knowledge 1
> gain_progress 1
> note argo "Hesper Tallowhand has seen the Argo's rib."
-> return

// ---------------------------------------------------------------------------------------------
// 10: Knots of Gossip (kin, lore)

== 0257 Knots of Gossip

In Netmender's Cove the old women sit on upturned hulls and mend nets by feel, and with every
knot they tie a piece of gossip into the mesh. "That's the miller's wife," one says, touching a
knot. "That's the priest who isn't." They look you over with eyes like pebbles. "A story for a
story," says the oldest. "That's the price."

? Tell them the truth: you woke in a ship with no memory. -> 0258
? (pay resource pearl 1) Pay for the gossip about the black sails instead. -> 0259
? [skill cunning 2] Tell them a good lie, and listen for who repeats it. -> 0259

== 0258 A Knot for the Argo

They listen without interrupting, which is rare. Then the oldest ties a new knot: an odd one,
looped twice and pulled tight. She stops, and looks at the party leader's wrist, where a faint
scar makes the same loop. "Temple knot," she says. "My mother tied them. For the ones who served
the Builder. Nine loops, one for each." She counts the Argonauts and frowns. "You're short."

> gain_mnemos random
> gain_knowledge 1
> note argo "The netmenders know the temple knot of the nine."
-> return

== 0259 What the Nets Say

The gossip costs you, one way or another, and it is good. Arrastor waters his ship at a spring
on the far side of the Lees. His crew are owed two months' pay. The masked priests row out to
his ship at every spring tide, and come back with fewer masks than they left with. And the
netmenders' own nephew has been seen wearing salt on his face.

"Tell Nerissa," says the oldest, "but tell her gently."

> gain_progress 1
> note argo "Arrastor's crew are owed two months' pay."
-> return

// ---------------------------------------------------------------------------------------------
// Omega: the bell and the Glass Mare

== 0260 The Spring Tide

The spring tide comes in under a green sky that smells of hot sand and lightning. Over the
drowned shrine Arrastor's black ship rides at anchor, lamps lit. The bell of the shrine hangs
from her yard, dripping weed. On her deck the Brine-Sworn are chanting, and on every wave-crest
between the ship and the shore there is a glitter, like glass, like something running.

Nerissa stands beside you on the shingle with her empty neck. "Now," she says.

? Row out in the dark and board the black ship. -> 0261
? [matrix 43] Light Grandmother Tull's beacon and call Arrastor's ship onto the Teeth. -> 0262
? [matrix 42] Go down to the Lees and call in the seals' debt. -> 0263

== 0261 Over the Rail

You come up the black ship's anchor-chain in the dark, wet and silent, and drop onto the deck
among the chanting masks. For a moment nobody moves. Then everyone does. The deck is slick
with brine and weed, and above you the priests are already climbing toward the bell.

group test courage 6+: Fight your way to the bell before it is rung.
  0-1 > gain_doom 1
  0-1 -> 0265
  2-3 -> 0264
  4 > gain_progress 1
  4 -> 0264
  fail > gain_triskelion danger 1

== 0262 The Light Knows Your Sails

Tull's beacon flares on the Teeth. Arrastor's lookout sees a light where the harbour ought to
be, and the black ship slips her anchor and comes in on the tide. The Teeth take her keel with a
long scream of timber. Masks tumble into the sea. The bell swings wildly on its yard, but the
ship is heeling so hard that nobody can reach the rope.

You row out to the wreck through the spray.

> gain_progress 1
-> 0264

== 0263 The Seals' Debt

You stand on the low rock and call. For a long time nothing answers. Then the water around the
black ship boils with grey heads: seals, dozens of them, and among them one who swims like a
woman. They go under the hull. The anchor-cables part one by one, cut by teeth, and the black
ship swings loose on the tide and drives into the kelp, her oars fouled, her deck tilting.

The chanting on deck falters into shouting. You row out under cover of the seals.

> gain_progress 1
> gain_triskelion danger -1 who=each
-> 0264

== 0264 The Captain on His Deck

Arrastor stands by the helm with his sword drawn and no heart in it. The Brine-Sworn's high
priest, taller than the rest, his mask crusted as thick as coral, is climbing toward the bell
with a bronze mallet in his belt. "He'll ring it," Arrastor says, "or he'll go into the sea for
her as the last offering. Either way she comes. I have been a fool for seven years."

? [matrix 45] Give him back Corro's life, and ask him to turn his oars against the priests. -> 0266
? [note "Arrastor's heart is not wholly in the Salt Crown's work."] Tell him he is not for sale. -> 0266
? [note "Arrastor's crew are owed two months' pay."] Shout to his crew what the Salt Crown owes them. -> 0266
? Cut down whoever stands between you and the priest. -> 0265

== 0265 The Bell Rings

The high priest reaches the bell. He does not use the mallet. He wraps his arms around the bell
and throws himself from the yard, and the bell rings once as it goes, a note so deep the water
flattens around the ship. Arrastor goes over the rail in the lurch and into the kelp, and you
do not see him come up.

Across the sea every wave-crest rings back, like glass.

> gain_triskelion rage 1 who=each
> note argo "Vell Arrastor went into the kelp."
-> 0267

== 0266 Arrastor Turns

Something in the captain's face breaks and mends in the same moment. He bellows an order, and his
crew, who have been waiting seven years to hear it, go for the masked men with boat-hooks. The
high priest sees the end coming. He throws himself from the yard into the sea, the last
offering, with a shout like a gull's.

Arrastor cuts the bell loose himself and lets it sink. "She'll come anyway," he says. "But I'd
rather face her with you than with them." His crew are already lowering boats for the shore.

> gain_progress 1
> gain_diplomacy tidewright 1
> note argo "Vell Arrastor broke faith with the Salt Crown."
-> 0267

== 0267 The Glass Mare

She comes out of the storm at a gallop, on the crests, and every hoof-strike rings. She is
taller than the Argo's mast, a horse made of fused sand and lightning, her mane a spray of glass
needles. Where she runs, the sea freezes into glittering ridges and breaks. She is coming
straight for the Pearl House, where the divers' children are hiding.

The Titans stir in the Argo's holds. They need time to wake.

? Wake the Titans and meet her on the strand. -> battle kyanippe 1 win=0270 lose=0271
? peril One of you holds the Pearl House door against her first charge while the Titans wake. -> 0268

== 0268 The Door of the Pearl House

The party leader stands in the doorway of the whale-rib hall with a diver's stone in one hand
and a boat-hook in the other. Behind them, thirty children and their grandmothers. In front of
them, the storm, and the Mare coming out of it like a wave standing up.

test endurance 7+ peril: Hold the door until the first Titan wakes.
  bonus (pay danger 1) +1
  bonus [matrix 41] +1
  success > gain_progress 1
  success > boon "Held the Door"
  success -> 0269
  fail > gain_fated_mnemos
  fail > affliction "Glass-Scarred"
  fail -> 0269

== 0269 The First Titan Wakes

The Mare's shoulder strikes the Pearl House and glass bursts through the doorway like hail.
Whoever stands there is still standing when it passes, or is lying in the broken shell-floor and
still breathing; the children behind them are all alive. And then the Argo's first Titan is
rising out of the sea beyond the shallows, streaming kelp, and the Mare turns to face something
her own size.

-> battle kyanippe 1 win=0270 lose=0271

== 0270 Glass in the Kelp

The Mare breaks on the strand in a long crash of glass and thunder, and what is left of her runs
back into the storm as rain. In the morning the coves glitter. Children pick sea-glass from the
kelp in every colour the lightning made, and the divers go out on the calm water for the first
time in a month.

Nerissa finds the party leader on the beach and closes their hand around the diver's stone.
"Keep it," she says. "You held your breath long enough."

> mark 49
> gain_progress 2
> gain_diplomacy tidewright 1
> gain_resource pearl 2
> gain_triskelion danger -1 who=each
-> return

== 0271 The Pearl House Falls

The Mare goes through the Pearl House like a wave through a sandcastle, and then through the
racks, the boats and the drying nets, and then she is gone, back into the storm, ringing.

In the grey morning the divers dig their hall out of the glass. Everyone is alive, or almost
everyone. Nerissa hangs a new knot on the broken rack and says nothing to you at all. Then she
hands you a shovel.

> gain_doom 1
> gain_argo_stat crew -1
> gain_diplomacy tidewright -1
-> return

// ---------------------------------------------------------------------------------------------
// Secret codes, each read once in a later Story Step

== 0285 The Seals Pay Their Debt

At dawn the Argo's lookout shouts: seals, dozens of them, following in her wake. When the sun is
up one of them swims close and rises out of the water a woman, with her hair full of kelp.
Aigle. She lays something on the oar-bench: a wet coil of rope braided from seal-hair and sea
grass, and a small bronze step, green with age, from some stair under the sea.

"For when one of yours falls and cannot rise," she says. "Call her by the step." Then she is
gone, and the seals with her.

> gain_summoning halia-of-the-brine-steps
> mark 42
-> return

== 0286 The Diver Who Marked the Way

A diver climbs up the Argo's anchor-chain at night, thin as a rope and burned by the sun: a boy
from the Pearl House, taken by Arrastor's longboat. He escaped when the raiders were drunk. He
brings news worth more than pearls: Arrastor's crew are owed two months' pay and the priests are
raising the bell of the drowned shrine onto his ship.

He asks for water, then for a blanket, then to go home. You take him.

> gain_progress 1
> gain_diplomacy tidewright 1
> note argo "Arrastor's crew are owed two months' pay."
-> return

== 0287 The Last Page

In a quiet hour the party leader finds a page folded in their coat that they do not remember
taking: the last page of the *Kindly Tern*'s log. On the back, in the same square hand, Arrastor
has written a list of names. His crew, seven years ago. Beside most of them is a cross. Beside
his own name is a question mark.

Someone could show him this page. He might remember who he was.

> note argo "Arrastor's heart is not wholly in the Salt Crown's work."
> gain_triskelion rage -1
-> return

// The Ember Isles: the Ashvowed fire-isles of the south. Forges, burnt idols, smoke-oracles,
// oath-duels, black glass and steam, and a people who swore no god would rule them again,
// and who are not sure yet whether the Titans count.
//
// Choice Matrix boxes (71-85):
//   71 you swore the ash-oath at Cindermouth
//   72 Kethra Ashvow has walked among the sleeping Titans
//   73 Kethra caught you lying about the holds
//   74 the unburnt idol of Tektra rides in the Argo
//   75 you won the oath-duel on the anvil-stone
//   76 the smoke gave you back a memory
//   77 the boy in the bronze cage was pulled out alive (Teo)
//   78 the bell-founder of Korrin Ashgate cast for the Argo
//   79 you found the temple boy's name in the ash
//   80 the Titan-breakers went home with their chisels unused
//   81 the new island carries an Ashvowed flag you planted
//   82 the glass-cutters of the strand call you friends
//   84 the Glass Mare was driven from Korrin Ashgate (omega won)
//   85 the Moot at Korrin Ashgate is over (omega read)
// Secret codes: 0485 (the oracle's runner), 0486 (where the masks went), 0487 (Kethra's letter).
@chapter hub ember_isles "The Ember Isles"

@track α . . . . ω . .
@alpha 0400
@omega 0464

@table
1    0405 faith fire
2    0413 lore fire
3    0418 war kin
4    0428 craft fire
5    0433 sea grief
6    0437 faith sea
7    0447 craft war
8    0451 grief kin
9    0456 fire sea
10   0460 war faith

// ---------------------------------------------------------------- alpha: Kethra Ashvow

== 0400 Landfall at Cindermouth

The Argo grinds onto a beach of black sand that is warm through your sandals. Smoke hangs over
Cindermouth like a low roof, and the air tastes of hot copper. The city gate is a slab of melted
shrine-bronze. You can still make out a god's ear in it, and half of a hand.

A young woman waits at the tideline with a forge-hammer across her shoulders and soot to the
elbows. She is Kethra Ashvow, captain of the forge-ships. She does not look at you. She looks at
the Argo's shut holds, and her nostrils flare.

"Something in there is breathing," she says. "Show me, or swear to me. Those are the two doors
into Cindermouth."

? Open the Titan holds and let her judge what sleeps there. -> 0401
? (pay rage 1) Put a hand into the forge-ash and swear the Ashvowed oath: no god will rule you. -> 0402
? [skill cunning 2] Tell her the holds carry only ballast and cedar. -> 0403

== 0401 The Holds Opened

Kethra walks the length of the Titan deck without a word. She lays her palm on a sleeping giant's
knee and keeps it there, the way a smith tests whether iron is ready for the hammer. The metal is
warm. It always is.

"You wake them and they obey," she says at last. "For now. My grandmothers' gods obeyed too, once,
before anyone had learned their names." She turns to the party leader and waits for an answer.

> mark 72
test will 7+: Convince Kethra that a Titan is a trust you carry, not a god in waiting.
  bonus (pay danger 1) +1
  bonus diplomacy
  success > gain_diplomacy ashvowed 1
  success -> 0404
  fail > gain_triskelion danger 1
  fail -> 0404

== 0402 The Ash-Oath

An old smith brings a bowl of ash from the forge-mouth, still glowing at the bottom. The party
leader presses a hand into it and repeats the words Kethra gives: no god above us, none beside us,
none within. The pain is bright and clean. When the hand comes out, the palm is grey and smooth,
and its lines are gone.

Kethra nods once. "Now we watch you, and you may trust us. That is how it goes here."

> mark 71
> gain_diplomacy ashvowed 1
> boon "Ash-Sworn"
-> 0404

== 0403 Ballast and Cedar

Kethra listens politely. Then she sniffs the draught that comes out of the hold vents. It smells of
warm metal and of something like breath after a long sleep. Cedar does not smell like that.

She walks slowly along the hull, knocking on the plates with her hammer and listening to each one.

test cunning 7+: Keep the lie whole while she listens to the hull.
  bonus [skill cunning 3] +1
  bonus (pay danger 1) +1
  success -> 0404
  fail > mark 73
  fail > gain_diplomacy ashvowed -1
  fail > note argo "Kethra Ashvow caught us lying about the holds."
  fail -> 0404

== 0404 Gods in Waiting

That night Kethra shares black bread and a jug of bitter smoke-beer on the Argo's rail. Below, the
forge-ships ride at anchor with their furnaces banked, glowing like coals in a brazier.

"I was six when we burned the temples," she says. "My mother carried the bronze out in her apron
while it was still soft. Nobody here will kneel again. Not to the sea, not to the Salt Crown, not to
whatever sleeps in your holds." She turns the cup in her scarred hands. "The Moot at Korrin Ashgate
will ask me about you. I have not decided what I will tell them."

> gain_progress 1
> note argo "Kethra Ashvow suspects the Titans are gods in waiting."
-> return

// ---------------------------------------------------------------- 1: the Hall of Burnt Idols

== 0405 The Hall of Burnt Idols
fated 0410

The hall has no roof any more, only black beams and a square of white sky. Along the walls stand
the gods of the Carnelian Sea, or what the fire left of them: cracked limestone, slumped bronze, a
storm-father with no face.

In the middle, a ring of Ashvowed youths have been beating at one small clay figure for an hour: a
woman holding a builder's plumb-line, no taller than a child's forearm. It has been in the kiln
three times and has not even blackened. They turn to you, sweating. "You have strong arms. Break it."

? Take the hammer and break the little idol for them. -> 0406
? Offer to drop it in the deep sea for them, and keep it instead. -> 0407
? [skill wisdom 2] Ask to hold it first, and find out why fire will not touch it. -> 0408
? Leave the youths to their hammering. -> return

== 0406 The Clay Breaks

It takes one blow. The clay was only ever a shell. Inside is a hollow the shape of a curved rib,
and a smell of warm metal that makes the party leader's knees go weak. For one breath you stand in
a temple with nine lamps, and someone you loved is weeping, and then it is gone.

The youths cheer and sweep the shards into the kiln. Overhead a gull circles the empty roof, crying.
The party leader looks down and finds that their own hand is still shaking.

> gain_diplomacy ashvowed 1
> gain_fated_mnemos
-> return

== 0407 Under the Cloak

The youths are glad to be rid of the thing. The party leader wraps the idol in a salt-stiff cloak
and walks down toward the harbour. The hall's old smith sits on a bench by the door, and his eyes
follow the bundle all the way down the street.

test cunning 7+: Reach the Argo without anyone asking what the cloak really holds.
  bonus (pay danger 1) +1
  bonus [boon "Ash-Sworn"] +1
  success -> 0409
  fail > gain_diplomacy ashvowed -1
  fail > gain_triskelion rage 1
  fail > note argo "Cindermouth says we stole an idol from the Hall of Burnt Idols."
  fail -> return

== 0408 Why Clay Will Not Burn

The idol is heavier than clay has any right to be, and warm, like a stone left in the sun. Turned
to the light, it shows a seam along its back where the potter pressed two halves together. Dark
beads have sweated out along the seam: ichor, still wet after who knows how many years.

"Someone hid god-blood in a doll," says one of the youths, and spits. "All the more reason."

> gain_knowledge 1
? Break it, and see what the ichor was hiding. -> 0406
? Keep it, and carry it out under your cloak. -> 0407

== 0409 The Idol Aboard

In the Argo's dark the idol will not stay cold. You wedge it in a niche above the Titan deck, and
by morning the metal around it has grown a thin lip to hold it, as a tree grows around a nail.

That night the party leader dreams of a workshop that smells of pine shavings and hot wax, and of a
tall woman with a plumb-line who says their name. On waking, the name is gone, but the warmth stays.

> mark 74
> gain_mnemos random
-> return

== 0410 The Effigy of Pitch

You come back to the Hall of Burnt Idols and find it busy. The youths have built a new figure in
the middle of the floor, twice a man's height, from straw and driftwood and pitch. It has a round
helm and long arms, and someone has painted the Argo's eye-mark on its chest.

It is a Titan. They mean to burn it at sunset, with all of Cindermouth watching, so that everyone
can see what a god in waiting looks like when it catches. The crowd is already gathering.

group test will 6+: Each of you stands in the crowd and argues against the torch.
  0-1 -> 0411
  2-3 -> 0412
  4 > gain_progress 1
  4 -> 0412
  fail > gain_triskelion rage 1

== 0411 The Effigy Burns

The torch goes in at sunset. Pitch catches with a sound like a held breath let go, and the straw
Titan burns from the feet up, its painted eye blistering last of all. The crowd is silent, which is
worse than cheering. Somewhere down the hill, in the Argo's hold, a sleeping Titan shifts in its
cradle, and every one of you feels it.

Afterwards a little girl picks a scrap of unburnt straw out of the ash and braids it into a ring.

> gain_despair 1 who=group
> gain_diplomacy ashvowed 1
-> return

== 0412 The Torch Goes Out

Nobody puts out the torch. It is simply never lit. The crowd argues until the light fails: an old
woman says her son was carried out of a flood by a giant of bronze, a boy says his uncle drowned
when a god walked the sea. In the end the youths drag the effigy to the shore and leave it for the
tide.

Kethra's forge-ships are anchored in the bay. You cannot tell from the shore whether she watched.

> gain_diplomacy ashvowed 1
> note argo "Cindermouth did not burn the straw Titan."
-> return

// ---------------------------------------------------------------- 2: the Smoke-Oracle's Rock

== 0413 The Smoke-Oracle's Rock

The rock is a black fist in the sea with a crack down its middle, and out of the crack comes a
thread of yellow smoke that smells of rotten eggs and struck flint. The oracle sits over it on a
folded sail. She is blind and very old, and her lips are stained yellow.

"Ask," she says. "I answer every question but the one you came with. The smoke needs feeding: give
it the god-blood you carry, or give it yourself."

? (pay resource ichor 1) Pour a flask of ichor into the crack and ask about the sea. -> 0414
? Lean into the smoke and breathe, and let her read what is in you. -> 0415
? Thank her and row back to the Argo. -> return

== 0414 The Sea in the Smoke

The ichor hisses on the hot rock and the smoke turns the colour of a bruise. The oracle breathes it
in and talks in a flat, bored voice: a woman with a crown of salt on a stair that goes down forever;
a thousand small flames on an island, and hands counting coins beside them; a pale shape that walks
behind your ship and never tires.

Then she coughs, and holds out her palm for a coin you never agreed to pay. "One more," she says.
"The smoke is turning. Watch which way."

> gain_knowledge 1
> code 0485
roll d10
  1-4 > gain_doom 1
  1-4 -> return
  5-10 > gain_progress 1
  5-10 -> return

== 0415 The Smoke Reads You

The smoke goes into the party leader like hot water into a cracked jug. The rock falls away. There
is a room full of lamps, nine of them, and a woman's voice that the party leader knows better than
their own. Below, something very old is waiting to be remembered, and it is heavy.

The oracle's dry hand rests on the leader's neck. "Go down as far as you can bear," she says.
"No further."

delve 8: Go down into the smoke toward the memory.
  success -> 0416
  fail -> 0417

== 0416 What Came Back

The party leader comes up coughing, eyes streaming, holding a memory like a live coal: a girl with
salt in her hair, laughing as she trims nine wicks with her teeth because she has lost the
scissors. She is a sister in service. Her name is gone. Her laugh is not.

The oracle nods and goes back to her smoke. "You will meet her again," she says. "That was not the
question you asked."

> mark 76
> gain_mnemos random
> timeline dream 3 "A Dream of Pharos"
-> return

== 0417 What the Smoke Keeps

The party leader goes too deep. For a long time there is only yellow smoke and the sound of water
filling a sealed room. When the others drag them out onto the warm rock, the leader's lips are
grey and their hands are clenched around nothing.

Something came back with them all the same: not a memory but the place where one was torn out. It
aches like a pulled tooth. The oracle pats their cheek and gives them a fig.

> gain_fated_mnemos
> gain_triskelion danger 1
-> return

// ---------------------------------------------------------------- 3: the oath-duel

== 0418 The Anvil-Stone
fated 0426

In the square of Korrin Ashgate a block of black basalt stands waist high, polished by centuries
of hands: the anvil-stone, where the Ashvowed settle what words cannot. A big smith named Dorran
Kilnbrother stands on it with his shirt off and ash rubbed into his beard.

"My brother died under a god-beast's hooves," he calls, so the whole square hears. "Now you come
riding god-things of your own. One of you bleeds on this stone, or you all sail out tonight."

? Accept a duel to first blood: bare hands on the anvil-stone. -> 0419
? peril Accept the duel to the ash, as he demands: one of you may not walk away. -> 0420
? [boon "Ash-Sworn"] Show him your grey palm. The oath-sworn do not duel their own. -> 0421
? Refuse, and be called cowards in every forge on the isles. -> 0422

== 0419 First Blood

The stone is slick with old sweat. Dorran fights like a smith works: short, heavy strokes, no
wasted breath. The square counts every blow aloud. The party leader has to stay on their feet long
enough to find the opening under his raised arm.

test fury 7+: Draw his blood before he draws yours.
  bonus (pay rage 1) +1
  bonus [skill endurance 2] +1
  success > mark 75
  success > gain_diplomacy ashvowed 1
  success > gain_gear oath-cord
  success -> return
  fail > gain_triskelion danger 1
  fail > affliction "Split Brow"
  fail > condition dazed
  fail > gain_diplomacy ashvowed 1
  fail -> return

== 0420 To the Ash

They bring Dorran a hammer and the party leader a cleaver of grey Ashgate bronze. Nobody counts
aloud this time. The square is so quiet you can hear the forges breathing behind the walls.

Dorran swings to kill. His brother is in every stroke: the grief in them is as heavy as the
hammer, and it does not tire.

test fury 8+ peril: Survive him, and win.
  bonus (pay rage 1) +1
  bonus [skill courage 2] +1
  success -> 0423
  fail -> 0424

== 0421 The Grey Palm

Dorran looks at the party leader's grey, lineless palm for a long moment. Then he climbs down off
the stone and shows his own, grey as a dead coal.

"Sworn is sworn," he mutters. "But I will watch your god-things, oath-sister, oath-brother, and if
one of them ever kneels to anything, I will be the first to break its knees." He sends you away
with an ingot of temple bronze, still stamped with half a prayer.

> gain_diplomacy ashvowed 1
> gain_resource bronze 1
-> return

== 0422 No Duel Today

You walk back through the square to the harbour while the Ashvowed bang their hammers on their
anvils, slow and loud, one blow for every step you take. Children throw cinders after you. A
cinder lands on the party leader's collar and burns a small hole there.

At the quay an old woman selling smoked fish presses one into your hands anyway. "Living is not
cowardice," she says. "Only slow."

> gain_diplomacy ashvowed -1
> gain_triskelion rage 1 who=each
-> return

== 0423 Dorran Yields

The cleaver rings off Dorran's hammer-haft and bites the stone an inch from his throat. He stops.
He is weeping. Nobody in the square pretends not to see.

"Enough," he says. "My brother would have laughed at me." He takes the cleaver from the party
leader's hand and presses it back, hilt first. "Keep it. It was his." Then he kneels on the stone,
not to you but to the ash, and the square breathes again.

> mark 75
> gain_diplomacy ashvowed 2
> gain_gear ashgate-cleaver
-> return

== 0424 The Hammer Falls

The blow comes in from the side, where the party leader is not looking. There is a crack like a
beam breaking, and the leader is on the stone with the sky spinning above, and Dorran's hammer is
already coming up again.

Whether it comes down is no longer up to anyone on the stone.

roll d10
  1-3 -> 0425
  4-10 > affliction "Hammer-Cracked Ribs"
  4-10 > gain_triskelion danger 2
  4-10 > gain_diplomacy ashvowed 1
  4-10 -> return

== 0425 Ash on the Anvil

The hammer comes down. Afterwards the square is silent for a long time, and then the Ashvowed do
what they do for their own: they carry the party leader to the forge-mouth and give the body to the
fire, and they sing the short, hard song with no god in it.

Dorran gathers the ash with his own hands and brings it to the Argo in a bronze urn. He does not
ask forgiveness. He stands at the gangway until one of you takes it from him.

> kill
> gain_diplomacy ashvowed 1
-> return

== 0426 The Brother's Urn

Dorran Kilnbrother finds you at the quay. He carries a small bronze urn against his chest as
carefully as a baby. His beard has gone grey at the edges.

"My brother's ash," he says. "He died out on the Glass Strand, where the horse-storm runs. I never
had a boat that would go there and come back." He looks at the Argo's dark hull, at the holds, and
you can see what it costs him to ask. "Yours would."

? Take the urn aboard and sail for the Glass Strand. -> 0427
? Tell him the Glass Strand is too dangerous for any hull. -> return

== 0427 The Urn on the Water

The sea off the Glass Strand is flat and green and full of drifting black splinters, and the wind
comes in gusts that taste of lightning. Dorran stands at the prow with the urn. The Argo has to
hold still long enough for him to say his brother's name three times.

argo test 6+: The Argo holds its place while the glass-wind rises.
  success > gain_diplomacy ashvowed 1
  success > gain_mnemos random
  success -> return
  fail > gain_argo_stat hull -1
  fail > gain_diplomacy ashvowed 1
  fail -> return

// ---------------------------------------------------------------- 4: the Glass Strand

== 0428 The Glass Strand

Where the Glass Mare once ran ashore, the beach is no longer sand. It is black glass, rippled like
frozen water, and it rings faintly underfoot. Ashvowed cutters kneel on it with bronze wedges and
leather mallets, splitting off sheets they will grind into blades and mirrors.

Their forewoman, a one-eyed woman named Pyra, looks you over. "We are short of hands. The glass
remembers the horse, though. Cut it wrong and it sings."

? Kneel down with the cutters and work the glass until sunset. -> 0429
? (pay resource bronze 2) Buy one of Pyra's finished blades with temple bronze. -> 0430
? Leave the singing beach to the people who know it. -> return

== 0429 Cutting the Singing Glass

Each wedge goes in with a tap, and each tap goes through the whole strand like a struck bell. The
trick, Pyra says, is to cut with the ring and never against it. Your hands blister on the mallets.
The glass under your knees is warm, and it hums, and by afternoon the hum has a rhythm in it, like
something running a long way off.

group test endurance 6+: Work the whole day without cutting against the ring.
  0-1 -> 0431
  2-3 -> 0432
  4 > mark 82
  4 -> 0432
  fail > gain_triskelion danger 1

== 0430 The Cutter's Blade

Pyra unwraps the blade from an oiled cloth. It is as long as a forearm, black, and so thin that the
light comes through it green. She snaps a wrist-thick rope with it in one stroke and laughs at your
faces.

"Temple bronze for horse-glass," she says, weighing the ingots. "Good trade. The bronze was a god
once, and the glass was a storm. Now they are both ours."

> gain_gear serrated-edge
> gain_diplomacy ashvowed 1
-> return

== 0431 The Glass Hears You

A wedge goes in wrong. The strand rings, not a bell now but a scream, and every sheet on the beach
cracks at once. The cutters throw themselves flat. Out on the water, far off, there is an answering
sound: hooves, and a flicker of lightning under a clear sky.

Pyra gets up bleeding from a dozen small cuts and spits. "She heard," she says. "She will remember
the sound of you."

> gain_doom 1
> note argo "The Glass Mare heard us on the Glass Strand."
-> return

== 0432 A Hold Full of Black Glass

By sunset the cutters have stacked a hundred black sheets along the tideline, and Pyra gives you
the best of them. The party leader holds one up to the low sun and sees, for a moment, not their own
face but a wide sea, and something pale walking on it.

Pyra wraps the sheet quickly. "Glass from the strand shows what follows you," she says. "Most of us
break the mirrors. You might want to keep yours."

> gain_gear serrated-edge
> gain_diplomacy ashvowed 1
> gain_knowledge 1
-> return

// ---------------------------------------------------------------- 5: the Boiling Shallows

== 0433 The Boiling Shallows

The fishing hamlet of Hessa sits on a curve of grey shingle. Last night a vent opened in the bay,
and now the shallows boil. Dead fish lie belly-up in a white scum that stinks of sulphur, and the
steam rolls over the water in slow banks.

Out on a reef of black rock, cut off by the boiling water, six fishers huddle on the last dry
stone. The tide is coming in, and the water around them is getting hotter.

? Take the Argo straight through the steam to reach the reef. -> 0434
? [tech tide_organ] Let the Tide Organ sing out a channel where the water runs cool. -> 0435
? Nothing can live in that water. Sail on before the bay swallows the Argo too. -> 0436

== 0434 Into the Steam

The Argo noses into the bay. At once the steam closes behind you, and the hull begins to tick and
groan as the heat gets into it. The crew soak sails in the hold and hang them over the rails. The
reef appears and vanishes in the white, and nobody can tell how far away it is.

argo test 6+: The hull holds against the boiling water.
  success -> 0435
  fail > gain_argo_stat hull -1
  fail > gain_argo_stat crew -1
  fail -> 0435

== 0435 The Fishers of Hot Water

You haul them aboard one by one, scalded and silent. The last is an old woman who will not let go
of a net. Her husband was mending it when the bay boiled. She tells you this very calmly, and then
she sits on the deck and cannot stop shaking.

Her grandson stays by the rail, watching the crew work the ropes. When you set them ashore he does
not get off. "There are no fish left here," he says. "I can pull a rope."

> gain_argo_stat crew 1
> gain_diplomacy ashvowed 1
-> return

== 0436 The Shore Watches You Go

The Argo turns away. For a long while the hamlet's people stand on the shingle and watch you go,
and none of them waves. Behind you the steam closes over the reef.

That evening the party leader finds the crew unusually quiet at their meal, and one of them has
carved six small notches into the rail by the prow. Nobody sands them away.

> gain_despair 1 who=group
> gain_diplomacy ashvowed -1
-> return

// ---------------------------------------------------------------- 6: the drowning bell

== 0437 The Drowning Bell
fated 0444

In a cove of black rock, a bronze bell hangs from a post at the water's edge, green with salt. Six
figures in masks of crusted salt are ringing it slowly, and chanting, and lowering a cage of bronze
wire into the sea on a chain. There is a boy in the cage. He is maybe ten. He is not crying; he is
too frightened to.

The Brine-Sworn have not seen you yet. The cage is already knee-deep in the green water.

? peril Charge the priests across the wet rocks before the cage goes under. -> 0438
? [skill cunning 2] Slip into the water below them and work the cage free of its chain. -> 0439
? Stay hidden until the priests leave, then dive for the cage and learn where they go. -> 0440

== 0438 Fighting on Wet Rock

The rocks are slick with weed and the priests' masks make them look like drowned men standing
up. They fight with curved knives of salt-bright bronze, and they do not shout. The chain keeps
paying out the whole time, link by link, into the green water.

group test courage 6+: Reach the chain through the knives before the cage is gone.
  0-1 -> 0442
  2-3 -> 0441
  4 -> 0443
  fail > gain_triskelion danger 1

== 0439 The Chain Under the Water

The party leader slides into the cove below the rocks. The water is cold after the hot air, and
the chanting comes through it warped and slow. The cage hangs just below the surface, the boy's
face pressed to the wire. The shackle that holds it is rusted shut.

test cunning 7+: Work the shackle open without a sound, before the cage goes down.
  bonus (pay danger 1) +1
  bonus [skill endurance 2] +1
  success -> 0441
  fail > gain_triskelion danger 1
  fail -> 0438

== 0440 Holding Your Breath

You lie among the rocks and watch the cage go down. It is the hardest thing you have done since
you woke. The bell stops. The priests climb into a black boat and row south, toward the scalding
rift men call Oressa's Trench, and you note every landmark on their way.

Then the party leader is in the water, going down the chain hand over hand into the green dark.

> code 0486
test endurance 7+: Reach the cage and bring the boy up before the breath runs out.
  bonus (pay danger 1) +1
  bonus [skill courage 2] +1
  success -> 0441
  fail -> 0442

== 0441 The Boy Breathes

The cage comes up streaming, and the boy comes out of it coughing sea water, and then breathing,
loudly and furiously, the best sound in the world. His name is Teo. His mother sold him to the
masks for a season's bread, he says, and he says it without blame.

You take him to the forge-captains of Cindermouth. Kethra Ashvow puts a hand on his wet head and
looks at you for a long time, as if she were adding something up.

> mark 77
> gain_diplomacy ashvowed 1
> gain_progress 1
-> return

== 0442 Salt on the Chain

The chain comes up at last, and the cage on the end of it is empty. The wire door hangs open. The
sea took him, or the masks did, or the thing they were feeding; you will never know which.

You ring the bell once, as the Ashvowed do for their dead, and the sound goes out over the water.
Later a seal surfaces in the middle of the cove and looks at you for a long time with its dark eyes
before it dives.

> gain_despair 1 who=group
> gain_doom 1
-> return

== 0443 The Mask Comes Off

You reach the chain and haul the cage up with the boy alive in it. One priest slips on the weed
and goes down under the party leader's knee. The salt mask cracks off his face. Under it he is a
young man with kind, frightened eyes, and he whispers one word: *Oressa*.

The rest of the Brine-Sworn are already rowing south. You let him follow them; the boy, Teo, is
shaking too hard to be left.

> mark 77
> gain_diplomacy ashvowed 1
> gain_progress 1
> code 0486
-> return

== 0444 The Bell-Post

You come back to the black cove. The bell is gone from its post; someone has cut it down and
carried it off, and the post is hung with a wreath of red weed. The water in the cove is very
still. Your footsteps on the shingle are the only sound.

if [matrix 77] -> 0445
-> 0446

== 0445 Teo's Gift

A boy comes down the path from the cliff at a run, bare feet slapping the rocks. It is Teo, taller
now and black to the elbows with forge soot. He is a bellows-boy at Cindermouth, he tells you, and
he has learned to make one thing.

He holds it out: a small clay pot of salve, greasy and smelling of pine tar. "For burns," he says.
"You will get burned. Everyone does." Then he runs back up the cliff to his forge.

> gain_gear ember-salve
> gain_diplomacy ashvowed 1
-> return

== 0446 The Bell Rings Again

Then you hear it from the next cove over: a bell, slow and green-voiced, and chanting. The
Brine-Sworn have hung their bell in a new place, and another cage is going down. This time the
priests have posted a watcher on the ridge, and he has already seen you.

? (pay danger 1) Charge them across the rocks, though they are ready for you. -> 0438
? There are too many. Go back to the Argo with the sound following you. -> return

// ---------------------------------------------------------------- 7: the bell-founder

== 0447 The Bell-Founder

Ushe Cindra, bell-founder of Korrin Ashgate, casts the alarm bells that ring from every watchtower
on the isles. Her foundry is a pit of red clay and roaring bellows, and the air inside it wavers
like water. She has a mould ready for the biggest bell she has ever made, and a crucible that will
not stay hot enough.

"One more pour," she says, wiping her face with a soot-black rag. "Help me and I will cast for your
ship. Bronze, or heat, or sweat. I take any of the three."

? (pay resource bronze 2) Give two ingots of temple bronze to the pour. -> 0448
? [matrix 72] Wake a Titan to hold the crucible in its hands; Kethra has seen them and will vouch. -> 0449
? Work the bellows yourselves through the night. -> 0450
? Leave her to her pit. -> return

== 0448 Bronze for the Pour

The ingots go into the crucible, and the bronze in them forgets whatever prayer was stamped on it.
The pour is a river of orange light. When the mould is broken three days later, the bell is perfect,
and Ushe gives you a sheet of beaten copper with a drawing scratched into it.

"A siege bow," she says. "Cindermouth does not give it to outsiders. But you gave me bronze, and
bronze is a kind of oath."

> mark 78
> gain_pattern pattern_cindermouth_arbalest
-> return

== 0449 A Titan's Hand in the Fire

The Titan comes out of the Argo and kneels in the foundry yard, and the Ashvowed workers back away
to the walls. It cups its great hands around the crucible. The heat climbs at once, white, then
blue-white. The party leader, linked to it, feels the fire as a deep, unbearable ache in their own
palms, and the Titan wants very badly to let go.

test will 6+: Keep the Titan still in the fire until the pour is done.
  bonus (pay rage 1) +1
  bonus [boon "Ash-Sworn"] +1
  success > mark 78
  success > gain_technology ichor_forge
  success > gain_diplomacy ashvowed 1
  success -> return
  fail > gain_argo_stat hull -1
  fail > gain_triskelion rage 1
  fail > gain_diplomacy ashvowed -1
  fail -> return

== 0450 The Long Night at the Bellows

The bellows are goat-hide the size of a sail, and each one needs a body on the handles, pumping
without a pause, all night long. The heat peels the skin off your lips. Ushe walks among you with a
water skin, watching the colour of the fire and cursing it tenderly, the way you curse a mule you
love.

group test endurance 6+: Keep the fire white until dawn.
  0-1 > gain_diplomacy ashvowed 1
  0-1 -> return
  2-3 > gain_gear war-drum
  2-3 -> return
  4 > mark 78
  4 > gain_pattern pattern_cindermouth_arbalest
  4 -> return
  fail > gain_triskelion danger 1

// ---------------------------------------------------------------- 8: the ash-widow

== 0451 The Ash-Widow

Behind the burnt temple of Cindermouth a woman in grey is sifting ash through a sieve, one handful
at a time. She has been doing it since the temples burned, her neighbours say. Her son was a temple
boy. He would not leave when the Ashvowed came with torches, and now his name is not spoken.

"His name-tablet was clay," she says, not looking up. "Clay does not burn. It is here somewhere.
When I find it, I will stop."

? Kneel beside her and sift the ash through the heat of the day. -> 0452
? (pay resource lamp_oil 1) Give her sweet Ilyran oil to burn a lamp for him in secret. -> 0454
? Tell her gently that the Ashvowed were right: the temples had to burn. -> 0455

== 0452 Sifting the Ash

The ash is fine as flour and gets into everything: eyes, teeth, the creases of your hands. Under it
are melted roof-tiles and the blackened bones of a lamp-stand. To find one clay tablet in all of
this, you will have to read how the roof came down and where a boy would have stood.

test wisdom 7+: Read the fallen temple and find where the boy was standing.
  bonus [skill endurance 2] +1
  bonus (pay danger 1) +1
  bonus diplomacy
  success -> 0453
  fail > gain_triskelion danger 1
  fail > gain_despair 1
  fail -> return

== 0453 The Name in the Ash

Under a slab of fallen roof, near where the altar stood, the party leader's fingers close on
something flat and smooth. The woman takes it, spits on it, rubs it on her sleeve. There are
letters on it, pressed in by a child's thumb: *Aneto*.

She says the name out loud, once, in the middle of the burnt temple. Nobody stops her. Then she
gives the tablet to you. "Carry him somewhere," she says. "Somewhere that moves."

> mark 79
> gain_gear name-tablet
> gain_mnemos random
-> return

== 0454 A Lamp Nobody Sees

She takes the flask in both hands and smells it, and her face changes. It is temple oil, the kind
that burns without smoke. That night a small flame burns behind the shutters of her house, where no
passing Ashvowed can see it.

In the morning she comes to the Argo with a basket of figs. "I slept," she says, surprised. "For
the first time since the fire, I slept."

> gain_progress 1
> note argo "A lamp burns in Cindermouth for a temple boy."
-> return

== 0455 The Temples Had to Burn

She listens. She nods. "Yes," she says. "I carried a torch that night. I know." She goes on
sifting. The ash runs through the sieve with a sound like a long breath.

An Ashvowed smith who overheard you claps the party leader on the shoulder on the way back to the
harbour. It does not feel the way he meant it to. Behind you, the sieve keeps moving.

> gain_diplomacy ashvowed 1
> gain_despair 1
-> return

// ---------------------------------------------------------------- 9: the island being born

== 0456 The Island Being Born

South of Korrin Ashgate the sea is on fire. A cone of black rock is pushing up out of the water,
throwing up steam and red stones that hiss where they fall. Ashvowed longboats are racing for it,
each with a bronze flag-spear in the prow: the first to plant a spear will name the new island.

One longboat has capsized in the hot water near the cone. Its crew are clinging to the hull, and
the other boats row straight past them.

? Race the Argo to the new rock and plant a flag for Cindermouth. -> 0457
? Turn aside and pull the capsized crew from the hot water. -> 0458
? [skill wisdom 2] Read the cone's smoke, and warn everyone off before it breaks. -> 0459

== 0457 The Race for the Rock

The Argo surges forward, and the longboats scatter out of its wake. Red stones rain on the deck.
The rock ahead is still soft at the edges, glowing under a black skin, and the water around it
boils in a ring.

argo test 7+: Reach the new rock first, and pull away before the cone answers.
  success > mark 81
  success > gain_diplomacy ashvowed 1
  success > gain_progress 1
  success -> return
  fail > gain_argo_stat hull -1
  fail > gain_doom 1
  fail -> return

== 0458 Hands in Hot Water

You bring the Argo alongside the capsized boat and throw down every rope you have. The water is
hot enough to redden skin at a touch. The rowers are too weak to climb, so you have to go down the
ropes and pull them up one at a time, arms shaking, while the cone spits stones overhead.

group test endurance 6+: Haul the rowers out before the heat takes them.
  0-1 > gain_despair 1
  0-1 -> return
  2-3 > gain_diplomacy ashvowed 1
  2-3 -> return
  4 > gain_diplomacy ashvowed 2
  4 > gain_argo_stat crew 1
  4 -> return
  fail > gain_triskelion danger 1

== 0459 Reading the Cone

The smoke from the cone is the wrong colour. It is thinning and going white, the way the smoke did
on the Oracle's Rock before the crack spat fire. The party leader stands at the prow, waving the
longboats back and shouting until their voice is gone.

test wisdom 7+: Make the racing crews believe you before the cone breaks.
  bonus diplomacy
  bonus (pay danger 1) +1
  success > gain_diplomacy ashvowed 2
  success > gain_mnemos random
  success -> return
  fail > gain_argo_stat crew -1
  fail > gain_despair 1
  fail -> return

// ---------------------------------------------------------------- 10: the Titan-breakers

== 0460 Night Visitors

Past midnight, the watch hears a scrape on the hull. Four shapes come over the rail in the
dark, faces blacked with soot, carrying pitch-jars and long cold chisels. They are Ashvowed, and
young, and they go straight for the hatch to the Titan deck.

"We only mean to blind it," one of them whispers, when the party leader steps out of the shadow.
"A god that cannot see cannot choose whom to rule."

? Stop them by force, there in the dark of the Titan deck. -> 0461
? [matrix 71] Speak the ash-oath back to them. You are sworn as they are. -> 0462
? Let them go down to the Titan, and see what they do when they stand before it. -> 0463

== 0461 Knives on the Titan Deck

It is close, ugly work in the dark. A pitch-jar breaks and the deck is suddenly slippery and
stinking. Chisels flash. Behind it all the sleeping Titan does not move, and its stillness is
worse than any roar. One spark from a struck chisel, and the whole deck goes up in fire.

group test fury 6+: Drive them off the Argo before the pitch is lit.
  0-1 > gain_argo_stat hull -1
  0-1 > gain_diplomacy ashvowed -1
  0-1 -> return
  2-3 > gain_diplomacy ashvowed -1
  2-3 -> return
  4 -> return
  fail > gain_triskelion danger 1

== 0462 The Oath Spoken Back

The party leader speaks the words of the oath you swore at Cindermouth: no god above us, none
beside us, none within. The intruders stop. One of them, a girl with a burned ear, lowers her chisel.

"Then why keep it?" she asks. The party leader answers as well as they can. It is a long night.
Near dawn the four climb back over the rail with their pitch-jars still sealed, and the girl leaves
her chisel on the deck.

> mark 80
> gain_diplomacy ashvowed 1
> gain_progress 1
-> return

== 0463 Before the Titan's Face

You let them go down. They stand before the sleeping Titan with their chisels raised, and the
girl who leads them climbs up onto its chest to reach the eyes. Then she stops. Her chisel hand is
shaking. The Titan's metal is warm under her knees, and it rises and falls very slowly, like
breathing.

test will 7+: Speak to her now, while she hesitates.
  bonus [matrix 72] +1
  bonus (pay danger 1) +1
  success > mark 80
  success > gain_diplomacy ashvowed 1
  success > gain_mnemos random
  success -> return
  fail > gain_argo_stat hull -1
  fail > gain_triskelion rage 1
  fail -> return

// ---------------------------------------------------------------- omega: the Moot

== 0464 The Ring of Anvils

The Moot of the Ashvowed meets in the open at Korrin Ashgate: a ring of a hundred anvils, and a
forge-captain standing behind each. The question is yours. Do the Titans burn?

Kethra Ashvow stands behind her anvil with her hammer. The captains bang their anvils once each as
the question is put, and the sound rolls away over the black roofs. Beyond the harbour mouth, out
at sea, a squall is building under a clear sky, and lightning walks on the water.

> mark 85
? [matrix 72, not matrix 73] Ask Kethra to tell the Moot what she touched in your holds. -> 0465
? [diplomacy ashvowed 3] Step into the ring and speak for the Titans yourselves. -> 0465
? Say nothing. Let the hammers fall where they fall. -> 0466

== 0465 Kethra Speaks

"I touched one," Kethra says. "It was warm. So is a hearth. So is a child." She looks around the
ring. "I do not know if they are gods in waiting. I know that these people could have left them
asleep, and instead they came here and opened the holds to the people who burn gods."

The captains murmur. Then they begin, one by one, to lay their hammers flat on their anvils: the
sign that nothing will be decided in anger today.

> gain_diplomacy ashvowed 1
> gain_progress 1
-> 0467

== 0466 The Vote of Hammers

The captains vote as the Ashvowed always have: a hammer-blow on the anvil to burn, silence to
wait. The blows come one at a time around the ring, and between them the silences are long.
Nobody can tell how the count is going. Kethra's own hammer hangs in the air.

roll d10
  1-4 > gain_diplomacy ashvowed -1
  1-4 > note argo "The Moot of the Ashvowed voted to burn the Titans."
  1-4 -> 0467
  5-10 > gain_progress 1
  5-10 -> 0467

== 0467 Hoofbeats Like Bells

The count is never finished. A sound comes in from the sea, like bells struck by a running horse,
and the squall comes ashore in the shape of one: the Glass Mare, mane of lightning, hooves of fused
sand. Off the Glass Strand the Brine-Sworn drowned a bell for her last night. Now she is here.

Where she passes, the black beach melts into walls of glass. The forge-ships burn at their moorings.
Kethra turns to you. "Well? Now we see what your gods in waiting do."

? Wake the Titans and meet the Glass Mare on the black beach. -> battle kyanippe 2 win=0468 lose=0469
? Take the Argo out to sea and leave the isles to their own fire. -> 0470

== 0468 Glass on the Black Beach

The Glass Mare breaks at last on the shore and goes back into the sea as rain, hissing on the hot
sand. The Titans stand knee-deep in the surf. They do not turn to the city. They do not wait for
thanks. They simply stand, until you call them back into the holds.

Kethra walks down to the water and picks up a shard of the Mare, still warm. "A god," she says,
"would have asked us to kneel." She gives you a roll of soot-drawn charts of the Weeping Caldera.

> mark 84
> gain_diplomacy ashvowed 2
> gain_technology ember_charts
> gain_progress 2
-> return

== 0469 The Forge-Ships Burn

The Titans go down in the surf, one after another, and the Glass Mare runs through Korrin Ashgate
like a storm through a wheatfield. Half the forge-ships burn. In the end she tires of it and goes
back into the sea, leaving the harbour walled with glass.

You drag yourselves back to the Argo in the grey morning. Kethra is on the quay, alive, hauling a
burned sail out of the water with her bare hands. She does not look at you, but she does not send
you away.

> gain_diplomacy ashvowed -1
> gain_doom 1
> code 0487
-> return

== 0470 The Isles Behind You

The Argo slides out of the harbour mouth while the city burns behind you. Nobody on deck speaks.
The glow stays on the horizon long after the land is gone, and the smell of hot copper and burning
pitch clings to the sails for three days.

The Ashvowed will say that the god-things ran. They will be right. Somewhere behind you, Kethra
Ashvow is still fighting with a hammer on a beach of molten glass.

> gain_diplomacy ashvowed -2
> gain_doom 1
> gain_despair 1 who=group
-> return

// ---------------------------------------------------------------- secret codes

== 0485 The Oracle's Runner

A boat with a patched yellow sail comes alongside. In it is a boy with yellow-stained lips, the
smoke-oracle's runner. He has rowed for two days to bring you four words she forgot to say: *the
lamps are bought*.

He does not know what it means. He only knows that she made him repeat it until he could say it in
his sleep, and that she laughed afterwards, and then wept. He takes a loaf and a water skin and
rows home.

> gain_knowledge 1
> note argo "The smoke-oracle warned us: the lamps of Ilyra are bought."
-> return

== 0486 Where the Masks Went

You follow the landmarks you marked on the day of the drowning bell. They lead to a cleft in the
rocks at the edge of Oressa's Trench, where the water is too hot to touch. A Tidewright privateer
lies there at anchor, her figurehead hacked away: Captain Vell Arrastor's ship. Brine-Sworn boats
go in and out of her shadow all day.

? Send word to Kethra Ashvow, and let her forge-ships deal with the Brine-Sworn. -> 0488
? Say nothing, and keep watching to learn where the privateer goes next. -> 0489

== 0487 Kethra's Letter

A bronze tube comes aboard with an Ashvowed trader, sealed with grey wax. Inside is a sheet of
copper, scratched with a nail in a hurried hand.

*We have rebuilt eleven forge-ships. The Glass Mare came back once more and broke on the new walls,
which we made from her own glass. Your Titans fell, but they fell facing her. I have told the Moot
so. Come back when you have learned to win.* It is signed with a hammer.

> gain_diplomacy ashvowed 1
> gain_progress 1
-> return

== 0488 Forge-Ships in the Dark

Three nights later the glow of burning hulls lights up the southern horizon. The Ashvowed do not
send thanks. They send a single Brine-Sworn mask, cracked in half, wrapped in a scrap of sailcloth,
and a barrel of lamp oil that smells of temple smoke.

On the sailcloth Kethra has drawn a hammer and, beside it, very small, the Argo's eye-mark.

> gain_diplomacy ashvowed 1
> gain_resource lamp_oil 1
-> return

== 0489 The Privateer's Course

You watch for days from a rock that burns your elbows. The privateer takes on barrels of salt and
cages of bronze wire. Then one night Arrastor himself comes up from the Trench in a Brine-Sworn
boat, laughing, and the ship sails north toward the middle of the sea without a single lamp lit.

You have learned the privateer's course, and how little time you have. The watch leaves you all
tired and sunburnt, and certain.

> gain_progress 1
> gain_triskelion danger 1 who=each
-> return

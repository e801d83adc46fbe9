// Rest and Respite: harbours, baths and quiet nights between the storms.
// Writer: inner. Ids 0500-0599, Choice Matrix boxes 86-93.
@chapter rr "Rest and Respite"

// The R&R Adventure Table: d10 result, first paragraph, traits.
@table
1  0501 kin faith
2  0505 sea kin
3  0511 lore faith
4  0515 sea grief
5  0521 fire war
6  0525 craft sea
7  0529 kin
8  0533 grief lore
9  0538 craft fire
10 0542 sea grief

== 0501 Saro's Knots
The rope-stairs of Vessa creak in the wind like the rigging of a ship that climbs instead of
sails. Halfway up the third tier, Old Saro of the Ropes sits on a coil of hemp as thick as a
man's waist. His fingers never stop. Knots fall from them like words: bowline, cairn-hitch,
the blind knot that only Cairnkin priests may tie.

"Sit," he says, and pushes a bowl of goat-milk and thyme honey toward you. "You have the look
of people who have not slept since they were born." For the first time in many days, the
ground under you does not move.

> gain_triskelion danger -1 who=each

? Let Saro braid a prayer-knot into the party leader's hair. -> 0502
? [diplomacy cairnkin 1] Ask him, carefully, about the seal on the Coiled Stair. -> 0503
? (pay resource cedar 1) Carry cedar up to the terrace shrine, where the roof is falling in. -> 0504
? Finish the milk, thank him, and sleep in the lee of the cliff. -> return

== 0502 The Blind Knot
Saro's hands smell of tar and sage. He works the cord into the party leader's hair so tightly
that the scalp prickles, muttering a name between each turn. When he finishes he presses his
thumb against the knot and holds it there, as if listening for a heartbeat.

"It will hold until you forget who tied it," he says. "Most people keep it for life. A few
lose it in a week. Those few worry me." He does not explain. Down on the water, gulls argue
over fish heads, and the knot sits against the skull like a small warm stone.

> boon "Saro's Knot"
> gain_triskelion fate -1
-> return

== 0503 What Holds the Seal
Saro's fingers stop. It is the first time you have seen them still. "The seal is not stone,"
he says at last. "It is rope. Nine cords, tied by nine hands, on the day the Builder-Mother
went quiet. We keep them tarred. We keep them taut. Last spring, one of them was cut."

He shows you a frayed end, crusted white. It is salt, not tar. Someone has been down there
with a knife and a priest's patience. When you touch the cord, you almost remember the feel
of tying it.

> mark 86
> gain_knowledge 1
> note argo "Saro showed us a seal-cord cut by salt-crusted hands."
-> return

== 0504 The Falling Roof
The shrine on the high terrace is older than the city, a hollow in the rock with a cedar roof
gone grey and soft. You haul the new beams up on your backs, rope by rope, while children run
ahead to shout your progress to the grandmothers at the top.

By dusk the roof is whole. The grandmothers feed you barley bread and bitter greens and
refuse to hear a word of thanks. One of them ties a scrap of red wool to the Argo's
mooring-line before you leave. "So the cliffs know you," she says.

> gain_diplomacy cairnkin 1
> gain_triskelion fate -1 who=each
-> return

== 0505 The Benches of Oarsmen's Rest
fated 0509

Oarsmen's Rest is a harbour for rowers who can no longer row. The stone benches along the
quay are worn into the shape of backs, and old men sit in them all day, hands folded over
knuckles like walnuts, watching other people's ships. The air smells of fried sardines,
resin and the sour wine they sell by the bowl.

Nobody asks what the Argo is. Here, every ship is just a ship, and every crew is tired.

> gain_triskelion danger -1 who=each

? (pay resource pearl 1) Join the oar-dice game under the awning. -> 0506
? [skill wisdom 2] Ask the eldest oarsman what songs the Argo's timbers might know. -> 0508
? Sleep on the sun-warm benches with the old men. -> return

== 0506 Oar-Dice
The game is played with knuckle-bones painted like oar-blades, thrown against the harbour
wall. The rowers cheer every throw, win or lose, and slap the table until the bowls jump.
Your pearl sits in the pot among copper rings, a dried seahorse and someone's false tooth.

The old man across from you grins with three teeth. "Throw," he says. "The wall decides."

roll d10
  1-4 -> 0507
  5-10 -> 0510

== 0507 The Wall Decides
The knuckle-bones skitter, rattle and show their blank sides. The old men groan in sympathy
and make a great show of sharing out the pot. Then somebody buys the whole table a round, and
somebody else starts a song about a ship that sank three times and still came home.

You lose the pearl, and you do not mind it as much as you expected to. By midnight you know
the chorus. By morning you have a headache.

> gain_triskelion rage -1 who=each
> gain_triskelion danger 1
-> return

== 0508 The Eldest Oarsman
The eldest oarsman is blind and nearly deaf, and he lays both palms on the Argo's hull as if
on a horse's flank. He stays that way for a long time. Then he begins to hum, a rowing song
in a rhythm nobody on the quay recognises, and the hull answers: a deep note, felt more than
heard, that sets the bilge-water shivering.

"She was rowed once," he says, "by people who loved her. Nine of them." He counts on his
fingers and frowns at the number.

> gain_mnemos random
> gain_argo_stat argo_fate -1
-> return

== 0509 Arrastor's Men Drink Here
The benches are full tonight, but not with old men. Sailors in dyed leather sit along the
quay with their boots on the tables, Tidewright privateers with Captain Vell Arrastor's
crimson gull stitched on their sleeves. They are drinking the sour wine faster than the
tavern can pour it, and they are watching the Argo.

One of them raises his bowl to you. "Pretty ship," he says. "Our captain was promised one
just like it."

> gain_triskelion danger 1

? [diplomacy tidewright 2] Remind them, loudly, whose harbour this is. -> 0532
? Slip away before the wine makes them brave, and sleep aboard with a watch posted. -> return

== 0510 A Full Pot
The bones fall true, and the whole quay roars. The pot is yours: copper rings, cedar offcuts
traded for drink, and a small bronze oar-charm that the old men insist is lucky. What matters
more is what follows. The rowers, delighted, argue over who gets to buy you supper, and while
they argue they talk.

They talk of a privateer captain who paid in salt instead of silver, and of priests in white
masks who bought every drowned sheep in the harbour. You listen, and you eat well.

> gain_resource cedar 1
> gain_resource bronze 1
> gain_diplomacy tidewright 1
> note argo "The rowers of Oarsmen's Rest know who pays in salt."
-> return

== 0511 The Lamp Market of Ilyra
In Ilyra the streets are lit at noon. Lamps hang from every lintel, sit on every sill, float
in clay boats on the cisterns. Each one burns for a god, and each god has a keeper, and every
keeper wants to sell you oil. The smell is sweet and heavy, pressed olive and something like
honeyed pine.

A keeper with soot-black fingers catches your sleeve. "A lamp for the Builder-Mother?" she
asks. "Hers is the smallest. Nobody buys for her any more."

? (pay resource pearl 1) Buy oil for Tektra's lamp, and sit with it a while. -> 0512
? [skill cunning 2] Ask why the keepers look so frightened of their own market. -> 0513
? (pay resource pearl 1) Buy oil for the Argo's lanterns instead. -> 0514
? Walk the lit streets and sleep under the lamp-arches. -> return

== 0512 The Smallest Lamp
Tektra's lamp is a clay saucer no bigger than a palm, set at the back of a crowded niche. You
pour the oil yourselves. The flame steadies, stretches, and for a moment it throws your
shadows on the wall as nine figures instead of four.

Nobody speaks. The keeper pretends not to have seen. When you finally stand, your knees are
stiff and the flame is still burning, taller than the lamps around it.

> gain_mnemos random
> gain_triskelion fate -1 who=each
> mark 87
-> return

== 0513 Bought Silence
The keepers' eyes slide toward the harbour when you ask. A young one, hardly more than a boy,
finally answers in a whisper, wiping his sooty hands again and again on his apron. "The
guild-masters sold next winter's oil," he says. "All of it. To people who paid in salt. What
burns in the spring, if there is no oil?"

An older keeper calls him away, sharply. The boy goes. He does not look back, but he has
told you enough.

> mark 88
> gain_knowledge 1
> note argo "Ilyra's guild-masters have sold next winter's lamp oil for salt."
-> return

== 0514 Oil for the Argo
The keeper fills your jars from a great amphora sealed with wax and stamped with a dozen
gods' marks. "Ilyran oil burns without smoke," she says, "and it never lies about the wind."
She shows you how to trim a wick so that it leans away from weather.

That night the Argo's lanterns burn clean and bright, and the crew sleep deeply for the first
time since Meriphon.

> gain_resource lamp_oil 2
> gain_argo_stat crew 1
-> return

== 0515 The Moonwell Grotto
fated 0518

The grotto opens at low tide only, a mouth in the cliff just wide enough for a boat. Inside,
a pool lies perfectly still beneath a hole in the roof, and the moon sits in it like a coin.
The water is warm. It smells of minerals and crushed mint. Salt crusts the rocks in shapes
like sleeping animals.

You wade in to your waists. Weariness you did not know you carried lifts off your shoulders
and floats away on the surface like oil.

> gain_triskelion danger -2 who=each

? Drink from the moonwell, as the fishermen say you must not. -> 0516
? [boon "Saro's Knot"] Untie Saro's knot and float it on the water, as the Cairnkin do. -> 0517
? Float until the tide turns, then row out. -> return

== 0516 Drinking the Moon
The water tastes of iron and cold stone. It sits in the party leader's belly like a second
heart. Then the moon in the pool looks back, and the grotto is full of voices, too many and
too close, each one saying a name that was once yours.

test wisdom 7+: Hold on to your own name while the moonwell offers you all the others.
  bonus (pay fate 1) +1
  bonus [matrix 87] +1
  success -> 0519
  fail -> 0520

== 0517 The Knot Goes Free
The knot comes loose more easily than it went in, as if it had been waiting. It floats on the
pool, turning slowly, and the moon's reflection breaks around it into a ring of silver. Old
Saro told you some people keep it for life. Now you understand that keeping it was never the
point. It was meant to carry something down.

When the ripples settle, you feel lighter, and you cannot remember what the weight was.

> lose_boon "Saro's Knot"
> gain_triskelion fate -2
> gain_triskelion danger -1 who=each
> gain_diplomacy cairnkin 1
-> return

== 0518 The Moonwell at Dark of Moon
There is no moon tonight. The pool is black, and something pale is standing on the far side
of it, holding a lantern that does not light the walls. It does not come closer. It hums,
very softly, a tune that sounds like the end of a funeral.

The water is still warm. Your bodies want to stay.

> gain_despair 1

? Stay in the water and listen to the whole song. -> 0520
? (pay danger 1) Row out at once, against the tide. -> return

== 0519 One Name
The voices thin, and thin, and leave one behind: the leader's own name, spoken plainly, in
the voice of someone who loved them. Not a god. A sister, perhaps. A friend who brought bread
to the temple steps at dawn.

The party leader climbs out of the pool shaking, but whole, and with a memory in their hands
like a wet pebble.

> gain_mnemos random
> gain_triskelion fate -1
-> return

== 0520 Too Many Names
The names pour in faster than anyone can hold them. When you pull the party leader out of the
pool, their lips are blue and they are repeating a word none of you know. They sleep for a
day and a night. When they wake, something is missing, and something else has taken its
place, sharp-edged and unwelcome.

For days afterwards the party leader hums a tune that none of you taught them.

> gain_fated_mnemos
> gain_triskelion danger -1
-> return

== 0521 The Steamwell Baths
The Steamwell Baths are cut into black rock on the flank of a smoking island. Pools step down
the slope, each one cooler than the last, and Ashvowed smiths lie in them with their eyes
shut and their scarred arms floating. Nobody here wears armour. The steam smells of sulphur
and crushed bay leaves.

In the hottest pool sits Kethra Ashvow, forge-captain, her cropped hair plastered to her
skull. She opens one eye. "The Titan-riders," she says. "Sit down. Even you have to sweat."

> gain_triskelion danger -1 who=each

? Sit in the hot pool and let Kethra ask her questions. -> 0522
? [diplomacy ashvowed 2] Ask Kethra to let your Argonauts train with her oath-guard. -> 0523
? (pay resource bronze 1) Leave shrine-bronze at the bath-gate, as the Ashvowed do. -> 0524
? Take the coolest pool, and keep your distance. -> return

== 0522 Kethra's Questions
Kethra asks the way a smith tests a blade: short taps, listening for the ring. Where were you
born? You don't know. What do the Titans want? You don't know. Who built your ship?

"Gods in waiting," she says at last, not unkindly. "That is what I think your Titans are.
Maybe you too." She climbs out, steam pouring off her. "Prove me wrong, and I'll drink to it."

? Swear, on the bath-stones, that no Argonaut will ever take a god's throne. -> 0523
? Tell her the truth: you do not know what you are. -> 0524

== 0523 Sweat and Oaths
The oath-guard train on the hot rocks between pools, barefoot, sparring with staves until the
steam turns red with dust. Kethra makes you fight her best. You lose, mostly, but you learn
how an Ashvowed fighter moves, how she keeps her weight under her and never stands still.

Afterwards, Kethra clasps the party leader's forearm. "Words are cheap on a fire-isle," she
says. "Sweat is not."

> mark 89
> gain_diplomacy ashvowed 1
> gain_triskelion rage 1 who=each
> gain_triskelion fate -1 who=each
-> return

== 0524 Honest Bronze
Kethra watches you a long moment. Then she laughs, surprising everyone, herself most of all.
"Nobody who wants to be a god says that," she says. "They always know exactly what they are."

She sends a boy for flatbread and hot salted fish. You eat on the warm rocks while the smiths
argue about whether honesty is a weapon. By morning, word has gone round the isle that the
Argo's people pay their gate-tithe and do not lie in the baths.

> gain_diplomacy ashvowed 1
> gain_triskelion fate -1
-> return

== 0525 Hesper Comes Aboard
Hesper Tallowhand arrives at dawn in a rowing boat full of adzes, pitch-pots and three
sleepy apprentices. She does not ask permission. She simply climbs the side and begins to
knock on the Argo's hull with a bronze mallet, listening, grunting, chalking marks.

"Your seams are weeping," she says. "Your keel has a crack like a dry riverbed. You need a
week. I'll give you two days, since you're paying." Then her hand stops on a warm plate near
the bow. "And this," she says quietly, "is not metal. What is it?"

? (pay resource cedar 1) Let her patch the hull, and keep her away from the bow. -> 0526
? Let her open the bow plate and see what lies beneath. -> 0527
? [matrix 89] Ask Hesper to forge with an Ashvowed technique you learned at the baths. -> 0528

== 0526 Two Days in Dry Dock
The apprentices sing as they caulk, rude songs about guild-masters, and Hesper cuffs them
without heat. The smell of hot pitch hangs over the quay. By the second evening the seams
are tight, the keel is bound in new cedar, and Hesper is sitting on an upturned bucket,
staring at the bow plate she was told not to touch.

"One day you'll let me look," she says. "Or one day it'll break, and I'll look anyway."

> gain_argo_stat hull 1
> gain_diplomacy tidewright 1
-> return

== 0527 Under the Bow Plate
Beneath the plate lies something pale and curved and warm, ridged like a rib and far too
large to be one. It pulses, very slowly. Hesper takes her hand away as if burnt, and then,
stubborn, puts it back.

She says nothing for a long time. Then she patches the hull in silence, better than any
work she has done in her life, and refuses payment. "I built ships for forty years," she says
at the boat. "I didn't know that was what I was practising for."

> gain_argo_stat hull 1
> gain_argo_stat argo_fate -1
> gain_diplomacy tidewright 1
> mark 90
> note argo "Hesper Tallowhand has seen the rib beneath the bow plate."
-> return

== 0528 The Oath-Guard's Quench
You describe the Ashvowed trick of quenching in brine and bay leaves, and Hesper's eyebrows
climb. "Fire-isle nonsense," she says, and tries it anyway. The first plate cracks. The second
sings when she taps it, a clean bell-note that sends gulls up off the pier.

She rivets it over the worst seam herself, muttering. "Don't tell the guild. Don't tell
Kethra either." She is smiling for the first time since you met her.

> gain_argo_stat hull 2
> gain_diplomacy tidewright 1
> gain_diplomacy ashvowed 1
-> return

== 0529 The Gull-Feast of Vessa
Once a year the lowest tier of Vessa empties its nets onto the beach and feeds everyone who
comes, friend or stranger, Cairnkin or not. You arrive on the feast day by pure luck. Driftwood
fires burn the length of the strand. Whole tunny crackle on green-wood spits. Children chase
gulls away from the fish and gulls chase the children back.

A girl of ten with a rope-scarred palm attaches herself to the party leader and will not let
go. "Take me on the big ship," she says. "I can climb anything."

> gain_triskelion danger -1 who=each
> gain_triskelion rage -1 who=each

? Promise her a place aboard when she is grown, and mean it. -> 0530
? Let her climb the Argo's mast tonight, with her mother's leave. -> 0531
? Eat, dance, and leave before the tide. -> return

== 0530 A Promise Kept for Later
Her mother laughs, and then stops laughing when she sees the party leader's face. The girl
spits in her palm and offers it. The handshake is solemn, sticky and binding. Word goes round
the fires: the ship-folk have made a promise to a Cairnkin child. Old women nod. Old men
refill your cups.

The promise weighs almost nothing, and you carry it all the way down the coast.

> note argonaut "Promised a Vessa girl a place on the Argo."
> gain_diplomacy cairnkin 1
> gain_triskelion fate -1
-> return

== 0531 The Girl on the Mast
She climbs like a spider, bare feet on living metal, and shouts down from the top that she
can see the fire-isles. Then she goes quiet. When she comes down she is pale and thoughtful.

"There's a lady on the water," she says. "A long way out. She had a white crown, and she was
walking down and down, like there were stairs." She has never heard of Oressa. Nobody aboard
sleeps well that night, but you know now which way the Salt Crown is walking.

> gain_progress 1
> gain_triskelion danger 1
> mark 91
-> return

== 0532 Whose Harbour This Is
The party leader stands, lifts a bowl, and names the Tidewright houses that own this quay, one
by one, and the debts each of them owes to the rowers on these benches. The old men start to
bang their cups. The privateers count the cups, and the old men, and the harbour-watch
drifting closer, and decide the wine is finished.

When they have gone, the rowers buy your supper and tell you everything the privateers said
while they were drunk: a living ship was promised, and it was promised by a woman in a crown.

> gain_diplomacy tidewright 1
> gain_progress 1
> note argo "Arrastor's crew were promised a living ship by a crowned woman."
-> return

== 0533 A Quiet Night in Ilyra
fated 0537

The lamp-keepers of Ilyra let ship-folk sleep in the Hall of Names for a copper each. It is a
long, low room, and its walls are nothing but niches, and every niche holds a lamp and a
clay tablet with a god's name pressed into it. The lamplight moves on the ceiling like water.

An apprentice keeper walks the hall all night, topping up oil from a long-spouted jug. She
has the tired, kind face of someone who does this every night. "Can't sleep?" she whispers.

? Ask her to read you the names of the gods, one by one, until you sleep. -> 0534
? [skill wisdom 2] Ask her which name she fears will go out first. -> 0535
? (pay resource lamp_oil 1) Take the jug from her and keep the vigil yourselves. -> 0536

== 0534 A Lullaby of Gods
She reads in a low, steady voice, the way you read to children. Storm-Father. Deep-Shaker.
Moon-Huntress. The Lame Smith. The Builder-Mother. Names you did not know you knew settle
into you like stones into silt. Somewhere between the sixth and the seventh you fall asleep.

You dream of a temple with nine doors, and wake with the taste of incense in your mouths.

> gain_triskelion fate -1 who=each
> gain_mnemos random
-> return

== 0535 The First to Go Out
"Hers," the apprentice says, and points to the smallest niche. Tektra's. "And she was the only
one who didn't fight." She tells you that the guild-masters count the oil differently this
year, that the jugs come back lighter, that the old keepers have stopped talking to the young.

"If the lamps go out, the names go out," she says. "Then what's to stop someone taking a
name that nobody remembers?"

> gain_knowledge 1
> mark 92
-> return

== 0536 The Vigil
You sit up all night in the Hall of Names, trimming wicks and pouring oil, while the
apprentice sleeps with her head on her arms. The work is slow, quiet and strangely easy, as
if your hands remembered it. Once, the party leader catches themselves kneeling before a
niche without meaning to.

At dawn the keepers find every lamp burning taller than it has in years. The old ones weep.

> gain_argo_stat argo_fate -1
> gain_triskelion fate -1 who=each
> gain_progress 1
-> return

== 0537 The Guttering Hall
Tonight the Hall of Names is half dark. Whole rows of niches have gone out, their tablets
cold, their names unreadable in the gloom. The apprentice keeper runs from lamp to lamp with
a jug that is nearly empty, crying without noise.

"They didn't send the oil," she says. "The guild didn't send it." She looks at you as if you
can fix it. Perhaps you can.

? (pay resource lamp_oil 2) Pour the Argo's own oil into the dead lamps. -> 0536
? (pay resource pearl 1) Buy what oil the night-market has left. -> 0536
? [matrix 88] Wake the guild-masters and name the salt-buyers to their faces. -> 0536
? There is nothing you can do. Leave her to the dark. -> 0541

== 0538 The Smiths' Soak
On the Ember Isles, the bronze-smiths' guild keeps a soaking house by the vents, where tired
smiths lie in tubs of mineral water hot enough to boil eggs in. Anyone who has carried
bronze may bathe. Anyone who has wept may bathe for free. The steam smells of eggs and
cinders, and the tubs are cut from old shrine-bells turned upside down.

An old smith with no eyebrows asks what you carry. "Memories," says the party leader, before
they can stop themselves. The smith nods, unsurprised.

> gain_triskelion danger -1 who=each

? (pay resource bronze 1) Pay the old smith to quench your weapons in vent-water. -> 0539
? Ask the smith how the Ashvowed melted their gods. -> 0540
? Soak, sleep, and leave at dawn. -> return

== 0539 Vent-Quenched
The smith works at a little anvil by the tubs, humming. Each blade goes into the vent-water
hissing and comes out grey-blue, with a sheen like a pigeon's neck. "Water that's been under
a god," he says. "It remembers being hot."

Your weapons feel lighter in the hand afterwards, and the Argonauts handle them as if they
had always been theirs.

> gain_triskelion rage 1 who=each
> gain_resource ichor 1
-> return

== 0540 How Gods Are Melted
"Slowly," says the smith. "And with prayers, which is the joke." He tells you how his
grandfather's guild broke the bronze Storm-Father into pieces small enough to carry, and
how the men wept while they did it, and how they cast the pieces into plough-shares.

"We still plough with him," he says. "Best harvests in the south." He laughs. His eyes don't.
When you leave, he gives you a shard of the old god's beard, green with age.

> gain_resource bronze 1
> gain_mnemos random
> gain_diplomacy ashvowed 1
-> return

== 0541 The Dark Hall
You walk out of the Hall of Names with the apprentice's silence behind you. By the time you
reach the harbour, another row of lamps has gone dark; from the water the hall looks like a
mouth losing its teeth. Somewhere in the city a bell is ringing for the names that will not
be spoken any more.

You sleep aboard, badly. In the morning there is salt crusted on the Argo's mooring-rings
that was not there at dusk, white and fine, like a priest's mask.

> gain_doom 1
> gain_despair 1
> gain_triskelion danger -1 who=each
-> return

== 0542 The Drowned Bell
At the back of the Moonwell Grotto, where the water is deepest, a temple bell lies on its side
under a fathom of clear water. You can see the mouths of fish sheltering in it. When the tide
moves, it rings, faint and slow, and the sound comes up through the soles of your feet.

Fishermen say it was Tektra's own bell, carried here by her attendants after the Sundering.
They say whoever raises it will hear who rang it last.

? peril (pay hull 1) Rig a tackle from the Argo and raise the bell. -> 0543
? Dive down and lay your hands on it, and let it ring once. -> 0544
? [matrix 86] Bind the bell with seal-cord knots, the way Saro's cut cord was tied. -> 0545
? Leave the bell to the fish. -> return

== 0543 Raising the Bell
You lash a tackle to the Argo's mast and swing the boom out over the pool, and the
Argonauts go down on ropes, one by one, into water so cold it stops the breath. The lines
are slick with weed. The bell is heavier than anything that size has a right to be, and the
hull groans with every turn of the windlass.

group test endurance 6+: Haul the bell up through the water on cold, slipping lines.
  0-1 -> 0544
  2-3 -> 0545
  4 -> 0545
  4 > gain_triskelion fate -1 who=each
  fail > gain_triskelion danger 1

== 0544 One Ring Underwater
The bell does not move. But it rings, once, under your palms, and the sound goes through you
like a wave through a hull. For a moment you are on temple steps at dawn, nine of you,
laughing at something a tenth one said. You cannot see her face. Her voice is salt.

You surface gasping, with the fish scattering around you and wet, sorry smiles on your
faces.

> gain_triskelion fate -1 who=each
> gain_despair 1
-> return

== 0545 Who Rang It Last
The bell comes up streaming, green and beautiful, and you lash it to the Argo's deck. When the
last of the water runs out of it, it rings on its own. The Argo answers, deep in its keel.

It is a bell of the Builder-Mother's temple. Inscribed on the lip, in a script you somehow
read, are nine names, and a tenth, scratched out by a different hand, but not quite gone:
*Oressa*. You hang the bell by the helm. It rings whenever the Salt Crown's priests are near.

> mark 93
> gain_knowledge 1
> gain_argo_stat argo_fate -1
> note argo "Tektra's temple bell hangs by the helm."
-> return

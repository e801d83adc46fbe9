// Main Story of Cycle I: The Coiled Stair. Paragraphs 0001-0199, Choice Matrix boxes 1-40.
// Story cards 1A..3B and Doom cards 1A..3B (cards.toml) point here, as do the four Timeline
// Story events (days 1, 12, 24, 36). Secret codes live in 0150-0199.
//
// Choice Matrix boxes used here:
//  1 spoke to the Argo          2 told Hesper the truth       3 Hesper has seen the rib
//  4 spared the salt-masked boy 5 drowned the salt-masked boy  6 heard the name in the hymn
//  7 tended Ione's hands        8 ledger read to the council   9 Ione went home with the ledger
// 10 names held when the lamps guttered        11 the lamps went dark
// 12 learned Saro's seal-knot  13 Saro knew you for Tektra's  14 the seal retied at the mouth
// 15 swore the ash-oath        16 won the oath-duel           17 told Kethra the truth
// 18 looked into the lantern   19 drove Threnos off           20 know Arrastor's price
// 21 Arrastor turned           22 Arrastor bought off         23 answered Oressa as kin
// 24 Hesper left the rib whole 25 a memory out of the lantern  26 Idas came back
// 27 know where Oressa stands  28 held the Titan deck alone   29 Saro's beard-knot
// 30 Oressa hesitated
@chapter main "The Coiled Stair"

// ---------------------------------------------------------------- Day 1: The Argo Wakes

== 0001 The Argo Wakes

Dark, and warmth against your cheek like the flank of a sleeping animal. The air smells of pitch,
cold incense, and under both something coppery, like blood left standing in a bronze bowl.

You find each other by touch: four breaths, four pairs of hands, four faces you do not know. None
of you has a name. None of you remembers lying down. Somewhere overhead metal groans, and a thread
of grey light slides across the floor.

Decide among you who speaks first. That Argonaut is the party leader for what follows.

? Speak to the dark itself: "Where are we?" -> 0002
? Lay both palms on the warm wall and listen before you say anything. -> 0003
? Follow the grey light up toward the voices, and risk meeting whoever owns them. -> 0004

== 0002 The Ship Answers

The leader's voice goes out into the dark and does not come back as an echo. It comes back as a
hum, low enough to feel in the teeth. Seams of pale metal brighten one after another, a long
throat of them running aft, and at the end of the throat stands something curved and white and
taller than three men.

A rib. It is not metal; it is bone, and the metal has grown around it the way bark grows around a
nail. The hum says nothing in words. It sounds glad.

> mark 1
> gain_knowledge 1
-> 0005

== 0003 A Pulse in the Wall

The wall is warm, and under the warmth it is slow: one beat, a long wait, another beat. The
leader presses an ear to it. For a moment there is a room full of lamps, a woman's hands braiding
salt-stiff hair, the green smell of crushed myrtle. Then the beat comes again and the room begins
to slide away.

test wisdom 6+: Hold the memory before it drains away.
  success > gain_mnemos random
  success -> 0005
  fail > gain_triskelion fate 1
  fail -> 0005

== 0004 Crowbars in the Morning

A hatch, rungs worn smooth by hands you do not remember, and then daylight thick with gulls and
tar-smoke. You stand on a deck as wide as a threshing floor. A harbour city climbs the hills all
around: red roofs, drying nets, a forest of masts.

Along the rail a dozen shipwrights freeze with their crowbars raised. One of them has already
levered up a plate of the deck. From the gap beneath it seeps something warm and dark as wine,
and the leader feels it like a pulled tooth.

> gain_triskelion rage 1
-> 0005

== 0005 Hesper Tallowhand

A broad woman shoulders through the shipwrights. Her forearms are burnt shiny, she has tar under
every nail, and she carries an adze the way other people carry a walking stick.

"Hesper Tallowhand. Shipwright-mother of Meriphon. This hulk has lain in my harbour since before
my grandmother was born, cold as a stone, and this morning it is warm. Then you climb out of it.
So. Who are you?"

None of you can answer that. You can only choose what to say instead.

? Tell her the plain truth: you do not know. -> 0006
? [matrix 1] Take her below and show her the rib, though it is not yours to show. -> 0007
? (pay rage 1) Order her people off the deck before they cut anything else. -> 0008

== 0006 The Plain Truth

Hesper looks at you for a long time, the way she would look at a keel for rot. Then she grunts.
"Nobody lies that badly on purpose."

She sends a boy for bread and watered wine. While you eat she tells you where you are: Meriphon,
on the Carnelian Sea, where the water runs red because the gods bled out in it. She does not ask
again who you are. She asks what the ship eats, and whether it minds being touched.

> gain_diplomacy tidewright 1
> mark 2
-> 0009

== 0007 The Rib

Below, Hesper stops talking. She walks the length of the white rib with one hand hovering over
it, never quite touching. At the end she sits down on the floor, an old woman all at once, and
takes off her cap.

"That is not keel-work," she says. "Nobody built around that. It grew."

She asks, very quietly, whether she may come back with her drawing-slates. She does not ask
whether the ship minds. She looks afraid of the answer.

> mark 3
> code 0151
-> 0009

== 0008 Off the Deck

The leader's voice comes out harder than intended, and the ship agrees with it. Every plate of
the deck thrums at once; shipwrights stumble back with their crowbars ringing on the metal.

Hesper does not run. She looks at the pried-up plate and the dark seep beneath it, and her jaw
works. "Fine. But the harbour is mine, stranger, and so is the water you'll want to drink."

She goes, and her people go with her. The deck is yours, and very quiet, and the wound in it
slowly closes.

> gain_diplomacy tidewright -1
-> 0009

== 0009 The First Night

Night comes down over Meriphon. The Argo lies humming in black water, and below decks you find
things that seem to have been waiting: four hammocks, four bronze cups, and a row of nine
sleeping-niches. Five are still sealed with wax that smells of honey and salt. Behind one of the
seals, something breathes.

Far out past the harbour mouth a pale light moves on the water, stops, and seems to watch.

None of you sleeps much. At dawn the anchor chain lifts by itself and waits to be told where to go.

-> return

// ---------------------------------------------------------------- Story 1A: Salt Masks

== 0010 Salt on the Anchor-Chain

You hear them before you see them: a hymn with no breath in it, sung through wet linen. The
Brine-Sworn come up the anchor chain in the darkest hour, six of them. Their masks are crusted so
thick with salt that they have cracked like old plaster.

They carry a goat with its legs bound, and a coil of rope weighted with a stone. They do not look
at you. They are looking at the deck, where one of them has begun to chalk a circle.

? Meet them on the deck with oars and bare hands, and take the bruises that come. -> 0011
? Stand still in the shadows and listen to the words of the hymn. -> 0012
? [matrix 3] Beat on the hull: Hesper's caulkers are sleeping aboard. -> 0013

== 0011 Fighting in the Dark

Oars, boathooks, fists. The deck is slick with something that smells of brine and goat, and the
salt masks are hard as stone; a punch to one splits knuckles. The hymn does not stop while they
fight. It does not even quicken. Behind the priests, the chalk circle is almost closed.

group test fury 6+: Drive them off the deck before the circle is closed.
  0-1 -> 0014
  2-3 -> 0015
  4 -> 0016
  fail > gain_triskelion danger 1

== 0012 The Words of the Hymn

The hymn is old. Some part of the leader knows the tune, the way a hand knows a tool it has never
held. The words are a lullaby turned inside out: *sleep, sisters, sleep under the salt; she goes
down for us; she goes down the Stair.*

There is a name in the third verse, sung so softly it is almost swallowed.

test wisdom 7+: Catch the name before the singers notice you listening.
  bonus [matrix 1] +1
  success > mark 6
  success > gain_knowledge 1
  success -> 0016
  fail -> 0014

== 0013 Hot Pitch

Hesper's caulkers come up the companionway in their smallclothes, swearing, each with a ladle of
the pitch they left warming over the brazier. The first Brine-Sworn to turn gets it across the
mask. Salt and pitch and a thin high scream; the chalk circle is trampled to smears.

In the confusion you pin the smallest of the priests to the deck. The rest go over the rail like
seals, and their hymn goes with them.

> gain_diplomacy tidewright 1
-> 0016

== 0014 The Offering Taken

You are too slow, or the dark is too thick. By the time you reach the rail the goat is gone, and
so is Pell, the gap-toothed deckhand Hesper lent you, who came up barefoot to see what the singing
was. The stone took him down without a sound.

The Brine-Sworn are gone too. One mask lies on the deck, cracked down the middle, the salt on its
inside still wet. Somewhere below, the goat's bleating has stopped.

> gain_argo_stat crew -1
> gain_despair 1
-> 0021

== 0015 Over the Rail

An oar finds salt-crust and the bone under it. The Brine-Sworn break. They do not shout; they go
over the rail one after another like the lines of a hymn ending, and their boat slides off into
the dark without a splash of oars.

The goat stands trembling in the smeared chalk, still bound. Someone cuts its ropes. Someone else
picks up the mask a priest left behind, and finds it heavier than it looks.

-> 0021

== 0016 The Smallest Priest

Under the mask is a boy of fifteen at most, with the cracked lips and white-rimmed eyes of someone
who has drunk sea water for days on purpose. He does not struggle.

"She will be kind," he whispers, "when she is a god. She told us. She goes down the Coiled Stair
for all of us. You are only in the way because you are asleep."

His name is Idas. The leader decides what becomes of him.

? Let him go over the rail after his brothers, and hope mercy travels. -> 0017
? Hand him to the harbour-law of Meriphon. -> 0018
? peril (pay rage 1) Give him to the sea, as he would have given you. -> 0019

== 0017 Mercy

Idas stares as if you had struck him. Then he climbs the rail. Before he drops he says, "I will
tell her you are awake." It does not sound like a threat. It sounds like an apology.

A splash, and the slap of someone swimming hard for a boat that may not wait. You listen until the
sound is gone. The goat, untied, noses at the leader's hand for salt.

> mark 4
> code 0175
-> 0021

== 0018 Harbour-Law

Meriphon's harbour-law is an old woman with a brass cudgel and a cell cut into the seawall. She
takes Idas without asking a single question, and only sighs when she sees his lips.

"The Brine-Sworn have been taking fishing boys for a year," she says. "We thought they drowned.
Seems some of them only drowned a little." She gives the leader a clay token stamped with a ship:
the harbour will remember who brought him in.

> gain_diplomacy tidewright 1
-> 0021

== 0019 Given to the Sea

The sea takes Idas the way the Brine-Sworn meant it to take you: without a sound. The leader's
hands are steady. Out in the dark, the hymn stops all at once, as if someone far away felt it.

Nobody aboard speaks to the leader for the rest of the night. In the hold, behind the wax seals,
the sleepers turn over in their niches like children who have heard a door slam.

> mark 5
> gain_fated_mnemos
-> 0021

== 0020 The Harbour Remembers

Word goes round Meriphon by morning: the new ship's crew fought off the salt-masks. Fishwives who
crossed the street to avoid the Argo yesterday now leave baskets of sardines on the quay, and a
cooper offers barrels at half price. Hesper sends a single word on a slate: *Good.*

It is not much. It is the first thing any of you has owned.

> gain_resource pearl 1
-> return

== 0021 The Mask

The salt mask is heavier than it looks. On its inside, pressed into the linen while the salt was
still wet, is a sign the leader knows without knowing why: a crown of nine points, with a tenth
longer than the rest. Holding it, you remember a word. Not your own name. Hers.

*Oressa.*

The Argo's hum drops half a tone, like a dog hearing its master's name in a stranger's mouth.

> gain_mnemos random
> story_card 1B
if [diplomacy tidewright 2] -> 0020
-> return

// ---------------------------------------------------------------- Story 1B: Names in the Lamplight

== 0025 The Lamp-Boat

A lamp-boat finds you at dusk: a narrow hull with one clay lamp on its prow, the kind Ilyra sends
out to light the dead home. But the girl at the oars is alive, barely. She is thirteen or so,
burnt across both palms with oil, and she clutches a ledger bound in sealskin.

"Ione," she says. "Apprentice to the lamp-keepers. They're selling the oil. They fill the lamps
with sea water under a skin of oil, and nobody in Ilyra can tell yet."

? Take the ledger and read it now, before anyone else can. -> 0026
? Tend her burnt hands first; the ledger can wait, and so can whoever is chasing her. -> 0027
? [diplomacy tidewright 2] Send her to Hesper's yard and follow the money through the harbour. -> 0028

== 0026 The Ledger

The ledger is written in lamp-keepers' script: a column of gods' names, each with a measure of oil
beside it. The measures shrink week by week, some of them to nothing. A second column, added
later in a browner ink, tallies pearls, and the pearls grow.

test cunning 7+: Find the hand that is paying.
  bonus [matrix 6] +1
  bonus (pay resource lamp_oil 1) +1
  success -> 0029
  fail > gain_doom 1
  fail -> 0030

== 0027 Ione's Hands

You salve her hands with what the Argo has, and it turns out the Argo has a great deal. A little
cupboard opens when the leader touches the wall: clean linen, a jar of something that smells of
myrtle and cools like snow. Ione stops shaking. She watches the cupboard close itself.

"The keepers say there were nine people who knew how to make that," she says. "Tektra's
servants. They say all nine drowned." She looks at your hands, and then at your faces, and says
nothing else for a while.

> mark 7
> gain_knowledge 1
-> 0029

== 0028 Following the Pearls

Ione goes to Hesper's yard under a tarpaulin. You go to the counting-houses. It takes two days of
watered wine and patient questions, but the pearls that paid the lamp-keepers all passed through
one purser's hands: a thin man with a silver earring who sails for Captain Vell Arrastor.

Hesper spits when she hears the name. "Arrastor. He'd sell the sea its own salt." But she sends
the ledger back to you with Ione, and a warning scratched on a slate: *Watch the west lanes.*

> note argo "Arrastor's purser paid the lamp-keepers of Ilyra in pearls."
> gain_clue silver-earring
-> 0029

== 0029 Salt in the Margin

On the last page, beside the name of the goddess Tektra, there is no measure of oil. Someone has
drawn a crown of salt instead, nine points and a tenth, and the payment beside it is enormous.

"She bought Tektra's lamp first," Ione says. "Why buy a dead god's lamp?"

The leader knows, suddenly, like a remembered step in the dark. A name nobody speaks cannot be
defended. And the keepers mean to let all thousand lamps go out together.

You tear the page out and fold it small. Whatever it means, it should not go back to Ilyra.

> gain_clue salt-crown-page

? Carry the ledger to Ilyra's lamp-council and shame the keepers in public. -> 0031
? Keep it quiet: let Ione slip home and save what oil and names she can. -> 0032

== 0030 A Page Torn Out

The columns swim in the lamplight. By the time you have them straight, Ione is asleep against the
mast, and the last page of the ledger is gone: torn out by a hand none of you saw, leaving wet
salt on the binding. Something aboard, or something under the water, wanted that page.

You can guess what it said. You can guess who drew on it. And you can guess that the keepers of
Ilyra mean to let every lamp go out at once.

? Carry what is left of the ledger to Ilyra's lamp-council anyway. -> 0031
? Keep it quiet: let Ione slip home and save what oil and names she can. -> 0032

== 0031 Before the Lamp-Council

The council sits under a great dome where the thousand lamps hang in rings, each beneath a bronze
tag with a god's name. You lay the ledger open on the stone. Some keepers go white. One runs.

The people of Ilyra crowd the doors, and they begin to shout names: gods their grandmothers
prayed to, gods of wells and looms and fishing weirs. For a moment the lamps seem to burn higher.
But the guilty keepers are many, and by nightfall three pages of the ledger are ash.

Afterwards Ione will not go back to the keepers' house. She carries her clay lamp up the Argo's
gangway and sets it in the companionway, as if it had always hung there.

> mark 8
> gain_knowledge 1
> gain_ally ione
> story_card 2A
-> return

== 0032 Ione Goes Home

Ione tucks the ledger under her shirt and takes her oars. "I know where they keep the good oil,"
she says. "I'll save what I can. I'll write the names down, all of them, in case."

Her single clay lamp grows small on the red water, and then it is gone. Nobody aboard says the
obvious thing: that she is thirteen, and alone, and carrying the only proof.

> mark 9
> code 0150
> story_card 2A
-> return

// ---------------------------------------------------------------- Day 12: The Lamps of Ilyra Gutter

== 0035 The Lamps Gutter

It happens at the same hour everywhere. In the Argo's companionway the lamps shrink to blue beads.
On every shore, candles in household niches lean sideways as if in a wind. And in the leader's
mouth, a name known a moment ago (a god of wells? of harvests?) is simply gone, like a tooth.

Far off, at Ilyra, a thousand lamps are going out.

? [matrix 8] The council heard the ledger. Trust the people of Ilyra. -> 0036
? [matrix 9] Ione went home to save what she could. Trust her. -> 0037
? (pay resource lamp_oil 2) Burn your own oil on the deck and speak every name you remember. -> 0038
? Hold on to your own names, and let the gods' names go. -> 0039

== 0036 The Crowd Remembers

At Ilyra, the people who heard the ledger read aloud do not wait for the keepers. They come up the
dome's steps with their own household lamps, chipped clay and cheap tallow, and set them under the
bronze tags, and say the names aloud while the great lamps sputter above them.

Not every name is held. But many are, and the Argo's lamps steady, and the leader's lost name comes
back: a god of fishing weirs, called Aulon. Someone will remember him now.

> mark 10
> note argo "Box 10: the gods' names were held when Ilyra's lamps guttered; they steady anyone who walks the drowned road."
> gain_progress 1
-> return

== 0037 Ione's Oil

Somewhere in Ilyra, a thirteen-year-old girl with burnt hands is carrying jars of good oil through
the dark, one at a time, down back stairs that smell of tallow and cats. None of you can help her.
All you can do is stand at the rail and watch the horizon where Ilyra should glow, and count.

roll d10
  1-3 -> 0041
  4-10 -> 0040

== 0038 Your Own Oil

You pour the Argo's lamp oil into every bowl and cup aboard and light them on the deck in rings,
the way the ledger said the lamps of Ilyra hang. Then you say names. You know more than you
expected: gods of doorposts, of bread ovens, of the third hour of the night.

test wisdom 6+: Reach for the names you did not know you knew.
  success > gain_mnemos random
  success -> 0043
  fail > gain_despair 1
  fail -> 0043

== 0039 Letting Go

You sit together in the dark hold, knees touching, and say your own small things to each other: a
scar, a preference for figs, the way one of you hums when frightened. You say them like names,
because they are all you have. Outside, a god's name goes out with every breath.

group test will 6+: Keep hold of yourselves while the names drain away.
  0-1 > gain_doom 2
  0-1 -> 0042
  2-3 > gain_doom 1
  2-3 -> 0042
  4 -> 0042
  fail > gain_triskelion fate 1

== 0040 A Hundred Names

Three days later a lamp-boat finds the Argo. Ione is at the oars, hollow-eyed and grinning, and in
the bottom of the boat lies a bundle of bronze tags strung on a cord: a hundred gods' names she
carried out of the dome before the keepers caught on.

"They're not lit," she says. "But they're not forgotten. I read them every night." She reads you
a dozen before she falls asleep mid-name.

> mark 10
> note argo "Box 10: the gods' names were held when Ilyra's lamps guttered; they steady anyone who walks the drowned road."
> gain_progress 1
> gain_knowledge 1
-> return

== 0041 The Keepers Catch Her

No lamp-boat comes. Word does, carried by a fisherman: the keepers caught an apprentice stealing
oil and threw her out of Ilyra with nothing but her shift. Nobody knows where she went.

The Argo finds her two days later, clinging to a drift-spar with her burnt hands wrapped in kelp.
She has lost the ledger, and the oil, and most of the names. She says one, over and over, through
chattering teeth. You learn it too, so she can stop.

> mark 11
> gain_argo_stat crew 1
-> return

== 0042 Dark Water

When the last lamp goes out you feel it: a pressure lifting, the way the air changes after a
storm, except that nothing feels cleaner. Far to the south, something that was climbing down
very carefully takes a longer step.

The crew speaks in whispers for days. Some of them had a lamp at Ilyra for their own small god.
Now they cannot remember which one.

> mark 11
-> special mutiny_of_oars

== 0043 Rings on the Deck

The oil burns down by dawn. The rings of cups are black and sticky, and the crew steps around them
as if around graves. But when Ilyra's lamps went dark in the night, the Argo's did not, and the
names you spoke over them are still in your mouths.

A fisherman who drifted close to watch asks you to say one of them again: a goddess of small
boats. He writes it on his oar-blade with a knife.

> mark 10
> note argo "Box 10: the gods' names were held when Ilyra's lamps guttered; they steady anyone who walks the drowned road."
> gain_diplomacy local 1
-> return

// ---------------------------------------------------------------- Story 2A: The Rope-Priest's Seal

== 0045 A Knotted Cord

A Cairnkin rope-runner climbs aboard at dawn, barefoot, chalk on her palms, carrying a cord tied
in nineteen knots. "Old Saro sends this. He says: come up, or the Stair comes down."

The climb to Vessa takes a day of ladders and swaying bridges. Saro's rope-house hangs over
nothing. He is blind in one eye, with a knot in his beard for every dead grandchild, and he lays a
thick cord of black hemp across your knees: the seal-cord of the Coiled Stair. It has been cut,
and tied again.

? Ask him plainly who could tie a knot like that. -> 0046
? [matrix 1] Say nothing. Take his hand and let him feel the hum in yours. -> 0047
? (pay resource bronze 1) Give bronze to the rope-shrine before you ask anything. -> 0048

== 0046 The Cairnkin Way

Saro does not answer questions. He answers silences, and the spaces between knots. Asking him
anything is like climbing: the leader must find each hold before putting weight on it, and wait
while the wind goes through the rope-house and the old man's fingers work a knot loose and tie it
again.

test wisdom 7+: Ask the right way, with patience and with the old rope-words.
  bonus diplomacy
  bonus [matrix 13] +1
  success -> 0049
  fail > gain_diplomacy cairnkin -1
  fail -> 0050

== 0047 Her Own Hands

Saro's fingers close round the leader's wrist and go very still. Then the old man begins to weep,
without sound, his good eye and his blind one both.

"Her servants," he says. "Her own. When I was a boy I carried your litters down the terraces on
feast days. You had bells on your ankles. You smelled of myrtle." He does not let go for a long
time. When he does, the knots in his beard are wet.

> mark 13
> note argo "Box 13: Saro knew us for Tektra's own servants."
> gain_diplomacy cairnkin 1
> gain_knowledge 1
-> 0049

== 0048 Bronze for the Ropes

The rope-shrine is a niche of knotted cords around an empty space where a statue once stood. The
leader sets the bronze ingot in the empty space. Saro listens to the small sound it makes.

"Tektra liked bronze," he says. "She liked things that were made." He sits a little easier.

> gain_diplomacy cairnkin 1
-> 0046

== 0049 The Name in the Knot

"There was a girl," Saro says, "a priestess, with salt in her hair because she swam every morning
before the rites. I taught her this knot a hundred years ago. It is the only knot that can be
untied from below. She is the only one who ever learned it. Oressa."

He runs the cut cord through his fingers. "It must be tied again at the mouth of the Stair, from
above, by hands that know it. It takes many hands. And it burns them."

? Every one of you learns a loop of the knot, though the hemp bites. -> 0051
? Beg Saro to come with you and tie it himself. -> 0052
? Leave the rope-work to the Cairnkin; you have a whole sea to cross. -> 0053

== 0050 A Shut Door

Saro's face closes like a shutter. "Take it, then," he says, and pushes the cord into the leader's
arms. "Maybe it knows you better than I do." He turns to his knots and does not look up again.

Outside, the wind hums in the bridges. The rope-runner waits to guide you down.

? (pay danger 1) Sit outside his door through the freezing night until he speaks again. -> 0049
? Go, with the cord and without the knot. -> 0053

== 0051 Learning the Knot

The knot has nine loops, and each loop must be pulled tight by a different hand at the same
moment, singing, while the hemp slides through your palms like a live eel. There are only four of
you. Saro makes you tie it again, and again, each of you holding two loops and then three, until
the blood on the cord is dry.

group test wisdom 6+: Learn the loops, and keep time with each other.
  0-1 -> 0053
  2-3 > mark 12
  2-3 > note argo "Box 12: Old Saro taught us the nine-loop seal-knot; the seal-cord can close the Stair's mouth, or guide us down it."
  2-3 -> 0054
  4 > mark 12
  4 > note argo "Box 12: Old Saro taught us the nine-loop seal-knot; the seal-cord can close the Stair's mouth, or guide us down it."
  4 > gain_technology wardens_song
  4 -> 0054
  fail > gain_triskelion danger 1

== 0052 A Knot from His Beard

Saro laughs until he coughs. "My knees would not reach the first landing, child. I will die up
here with the wind, like my grandchildren." Then he takes a knife to his beard and cuts off one
knot: small, grey, tied round a child's milk tooth.

"Tie this into the seal when you close it. Then I will be there."

> mark 29
> note argo "Box 29: Saro gave us a knot from his beard to tie into the seal."
> boon "Saro's Knot"
> code 0160
-> 0053

== 0053 Down from Vessa

You climb down from Vessa with the seal-cord coiled over two shoulders, heavy as a drowned man.
Stowed in the Argo's hold it stirs a little, like a snake in winter, and the sleepers behind the
wax seals turn toward it in their niches.

Somewhere far below the sea, someone who learned this knot long ago is tying and untying others.

> story_card 2B
-> return

== 0054 Rope-Burn

Your palms are raw and shining, and each of you has a loop of the knot in your hands now the way
you have your own heartbeat. Saro watches you tie it a last time, nodding along to the song.

"She learned it faster," he says. "But she learned it alone." He presses bread and goat cheese on
you for the climb down, and turns away before you see his face.

> gain_diplomacy cairnkin 1
-> 0053

// ---------------------------------------------------------------- Story 2B: Ash and Oath

== 0055 The War-Galley

Smoke on the horizon, then a prow: an Ashvowed war-galley with a ram of black bronze and a sail
painted with a burning temple. It puts itself across the Argo's bow and does not move.

A young woman stands on the ram in a leather apron, a forge-hammer on her shoulder, soot to the
elbows. "Kethra Ashvow," she calls. "I burned my mother's shrine with these hands. Now tell me,
you who ride sleeping gods: what are you?"

? Tell her the truth, as much of it as you have found. -> 0056
? Tell her you are sailors and nothing more, and hope she believes it. -> 0057
? Offer an oath-duel: let her hammer ask the question instead. -> 0058

== 0056 What We Are

The leader tells her everything: waking without names, the rib, the sleepers in wax, the Titans
that open their eyes only for you. It sounds worse said aloud.

Kethra listens without moving. When it is done she spits over the rail. "Servants of a dead god,
riding her children. At least you don't pretend." She jumps down from the ram. "Come aboard. We
talk. If I don't like it, we fight after."

> mark 17
-> 0059

== 0057 Sailors and Nothing More

"Sailors," the leader says. "We found the ship. We crew it." Kethra's people snort. Kethra does
not. She watches the leader's face the way a smith watches metal in the fire, waiting for the
colour to tell her what the metal is. Soot drifts between the ships like black snow.

test cunning 8+: Hold the lie steady under her eyes.
  bonus (pay fate 1) +1
  success > gain_diplomacy ashvowed 1
  success -> 0059
  fail > gain_diplomacy ashvowed -1
  fail -> 0058

== 0058 The Ring of Ash

On the galley's deck they pour a ring of shrine-ash, and Kethra steps into it with her hammer. The
leader steps in with whatever is to hand. The Ashvowed do not cheer. They hum, low, the way a
forge hums.

test fury 7+ peril: Meet the hammer and do not step out of the ash.
  bonus (pay rage 1) +1
  success > mark 16
  success > note argo "Box 16: we met Kethra's hammer in the ring of ash and did not step out."
  success > gain_diplomacy ashvowed 1
  success -> 0059
  fail > gain_triskelion danger 2
  fail -> 0060

== 0059 Kethra's Terms

In the galley's stern, over bitter tea, Kethra lays it out. "My ships sail with you to the Stair,
and we burn the salt-masks wherever we find them. But first you swear the ash-oath: no god shall
rise. Not hers. Not yours. If your Titans ever kneel to be worshipped, I burn them myself."

The oath is sworn with a cut palm over a brazier of shrine-ash. The ash goes into the cut, and it
never washes out.

? Swear the ash-oath, and bind the Titans with your word. -> 0061
? [matrix 17] Swear, and first show her the rib, so she knows what she is asking. -> 0062
? Refuse: you will not promise what the Titans will or will not be. -> 0063

== 0060 She Bleeds Us

The hammer comes down a hand's breadth from the leader's head and cracks the deck. Kethra stands
over the leader, breathing hard, and then offers a sooty hand.

"You bleed like people," she says. "Good. I was afraid you wouldn't." But the Ashvowed take a
fighter's tithe from the loser all the same: every bronze fitting they can pry loose from your
boat before nightfall.

> gain_resource bronze -2
-> 0059

== 0061 The Ash-Oath

The cut is shallow. The ash stings like salt. Kethra says the words first and the leader says
them after, and the Ashvowed on the deck say them a third time, so that the sea hears.

*No god shall rise.* Afterwards the leader's palm aches whenever the Titans stir below, as if
reminding.

> mark 15
> note argo "Box 15: we swore the ash-oath with Kethra; her galleys will answer our signal."
> boon "Ash-Sworn"
> gain_diplomacy ashvowed 1
> code 0165
-> 0064

== 0062 What She Asks

Kethra comes below alone. At the sight of the rib she stops, and for a moment she is not a captain
at all, only a girl who once kept a shrine. She puts her sooty palm flat on the bone.

"A god's bone carrying people," she says at last. "Not a god. Not yet." She swears first, without
being asked, and then she gives you the drawings her grandmother made of the siege-bows of
Cindermouth. "For the salt-masks," she says. "Not for worship."

> mark 15
> note argo "Box 15: we swore the ash-oath with Kethra; her galleys will answer our signal."
> gain_diplomacy ashvowed 2
> gain_pattern pattern_cindermouth_arbalest
> code 0165
-> 0064

== 0063 The Oath Refused

Kethra nods slowly, as if she had expected nothing else. "Then we sail apart," she says, "and if I
see a Titan with a crown on its head, I will know whose it is."

The galley backs oars and turns south, and its smoke follows it for a long time. Somewhere in the
deep, you are fairly sure, someone is pleased.

> gain_diplomacy ashvowed -1
> gain_doom 1
-> 0064

== 0064 The Argo Dreams

That night all four of you dream the same dream. A woman with bronze-dark hands cuts into her own
side with a shipwright's knife and lifts out a rib, white and curved. She is not in pain. She is
hurrying. Around her, nine young people in myrtle crowns are weeping. A tenth stands apart, a
girl with salt in her hair, and she is not weeping at all.

You wake knowing. The Argo is Tektra's last work, and you were her servants.

> gain_mnemos random
> gain_knowledge 1
> timeline dream 3 "A Dream of Pharos"
> story_card 3A
-> return

// ---------------------------------------------------------------- Day 24: A Hymn Rises from the Stair

== 0065 A Hymn Rises from the Stair

At dusk the sea goes flat as oil, and a hymn comes up out of it from very far below: many voices,
the Brine-Sworn's thin song, and under it another voice, deeper and older, that the thin song is
only copying.

Astern, on the still water, stands a tall pale shape holding a lantern. It does not row. It does
not swim. It stands, and waits, and the light of its lantern reaches for the Argo like a hand.

> adversary threnos
? Let the lantern's light fall on you, and see what it shows. -> 0066
? [matrix 15] Signal Kethra's galleys: fire-pots and pitch. -> 0067
? Wake the Titans and drive the Mourner off. -> 0068
? Go below, bolt the hatches, and endure the song until dawn. -> 0069

== 0066 Into the Lantern

The light is not bright. It is the colour of a room you have just left. In it the leader sees a
door of cedar with a bronze ring for a handle, and knows the door, and knows what is behind it, and
knows that it will hurt. The pale shape holds the lantern very still, and waits.

delve 9: Go down into the memory the Mourner is holding out.
  success -> 0070
  fail -> 0071

== 0067 Fire on the Water

Kethra's galleys come out of the dusk with their braziers roaring. The fire-pots arc over the
Argo and burst on the still sea, and the water burns around the pale shape in a ring.

It does not burn. It lowers its lantern, slowly, like a mourner lowering a bier, and walks away
across the fire. Kethra watches it go with her hammer raised. "That," she says, "is not a god.
That is somebody's grief with legs." She sounds almost sorry for it.

> gain_progress 1
> gain_diplomacy ashvowed 1
-> return

== 0068 Titans in the Dusk

The holds open. The Titans climb out into the red dusk, water streaming from their shoulders, and
wade toward the stern. The pale shape does not retreat. It turns its lantern toward them, tilting
its long head as if it knew each one by name, and begins, very gently, to sing.

-> battle threnos 1 win=0072 lose=0073 page=mourner-at-the-stern

== 0069 Bolted Hatches

You bolt every hatch and stuff your ears with wax scraped from the sleepers' seals; it tastes of
honey and salt. It does not help. The song comes through the hull, through the rib, through the
floor of your hammocks, and the Argo, which knows this song, begins quietly to hum along.

-> special threnos_sings

== 0070 What the Lantern Gave

The door opens. Behind it is a morning in Tektra's temple, and the leader is young, and someone is
laughing: a girl with salt in her hair, teaching the leader to tie a knot with nine loops. You
were friends. You were closer than friends.

When the light withdraws, the pale shape bows, very low, and walks back into the dark. It has
given you something. It has kept something else, and it will be back.

> mark 18
> note argo "Box 18: we looked into the Mourner's lantern; its light still shows us the way down, and a memory of Oressa."
> gain_mnemos random
> code 0170
-> return

== 0071 Too Much Light

The door opens, and behind it is not one memory but all of them at once: every face, every
morning, every death, piled like drowned men against a grate. The leader cannot breathe under
it.

When the light withdraws the leader is on the deck, hands over eyes, and cannot say what was
seen, only that it is still there.

> mark 18
> note argo "Box 18: we looked into the Mourner's lantern; its light still shows us the way down, and a memory of Oressa."
> gain_fated_mnemos
> gain_despair 1
-> return

== 0072 The Lantern Lowered

The Mourner falls back and back, and at last its lantern dips toward the water. It does not go
out. The pale shape picks it up again, tenderly, and walks away over the sea, still singing, but
softer.

Where it stood, the water is thick and dark. You scoop up a jar of ichor before the current takes
it. The hymn from below falters for a moment, as if the singers lost their place.

> mark 19
> gain_resource ichor 1
> gain_progress 1
> code 0124
-> return

== 0073 The Song Goes On

The Titans kneel on the water with their hands over their faces, and the pale shape walks
between them, lantern raised, and looks into each of them in turn. Then it walks on, past the
Argo, into the dark, and the hymn from below swells behind it.

Your Titans come back to the holds slowly. None of them will look at you.

> gain_doom 1
> gain_triskelion fate 1 who=each
-> return

// ---------------------------------------------------------------- Day 36: The Salt Crown Descends

== 0075 The Salt Crown Descends

That night every one of you dreams the same woman. She stands on a stone landing in green dark,
barefoot, and water runs from her crown of salt down her face and never finishes running.

"Sisters," says Oressa. "Brothers. I heard you were awake. I am so glad." Her voice is warm. It is
the warmest thing you have heard since you woke. "Come down to me. I saved you a place. You were
always going to come."

? [matrix 13] Answer her as Saro's knot-pupil, by the name she had before the crown. -> 0076
? Curse her in the dream, and let her feel how much. -> 0077
? Say nothing. Listen past her voice for where she stands. -> 0078
? [clue salt-crown-page] Unfold the ledger's last page and hold the drawn crown up to her. -> 0122

== 0076 Her Old Name

The leader says it: the name from before, the morning name, the one Saro used when he rapped her
knuckles over a badly tied loop. Oressa's face goes still. Salt water runs into her open mouth.

"Don't," she says. "Don't. I have to be kind to everyone now. I can't be kind to you as well."
The dream breaks like a bowl. But the leader wakes with her hand's warmth on one cheek, and the
certainty that she almost turned back.

> mark 23
> note argo "Box 23: in the dream we answered Oressa as her kin, by her old name."
> gain_fated_mnemos
-> return

== 0077 The Curse

The leader's curse rings off the stone of the landing. Oressa listens to all of it with her head
bowed, the way a priestess listens to a confession.

"I know," she says. "I know." Then she lifts one hand, and far below her, something vast and
coiled shifts in its shell, and the sea over the Argo heaves.

argo test 6+: Ride out the swell the Warden sends.
  success > gain_triskelion rage 1 who=each
  success -> 0074
  fail > gain_argo_stat hull -1
  fail -> 0074

== 0074 After the Swell

By dawn the sea has flattened again, and the only sign of the night is a line of dead fish along
the waterline and a crack in one of the sleepers' wax seals. Behind it someone murmurs a name in
their sleep. It is not any of yours.

You count the days left on the Argo's rail with a knife. There are not many.

-> return

== 0078 Listening Past Her

Under her voice there is dripping water, and the long echo of a spiral, and a count of steps the
leader finds counting along: she is on the sixth landing from the bottom. Beyond her, something
breathes slowly in a shell.

test cunning 7+: Hold the count through the waking.
  bonus [matrix 26] +1
  success > mark 27
  success > note argo "Box 27: we counted the landings in the dream and know where Oressa stands."
  success > gain_progress 2
  success -> 0079
  fail > gain_doom 1
  fail -> 0079

== 0079 Six Landings

You wake and scratch what you heard into the deck with a knife before it fades: landings, steps,
turns. Some of it is surely wrong. Some of it is surely a dream.

But the Argo's hum has changed. It has turned, like a dog that has caught a scent, toward the
south and the deep, and it will not turn back.

-> return

== 0122 The Drawn Crown

The leader unfolds the page in the dream, and Oressa sees the drawing: her own crown in brown
ink, nine points and a tenth, and beside it the price of a lamp nobody else wanted.

"Who sold you that?" she asks, and for a breath she sounds young and cheated. Then the warmth
comes back into her voice, too quickly. But the leader has heard where it came from: below, and
a little to the left, six landings down.

> read_clue salt-crown-page
> gain_progress 1
-> 0079

// ---------------------------------------------------------------- Story 3A: The Mouth of the Stair

== 0080 The Mouth of the Stair

Above the Coiled Stair the sea turns in a slow spiral, and the water at its centre is the colour
of a bruise. The Argo drops anchor on the rim. Below, the first landings of the Stair shine wet in
the green light, cut by a goddess out of the seabed.

Captain Vell Arrastor's ship, the *Gannet's Tithe*, is moored across the mouth. His raiders hold
the first landing with spears, and behind them the Brine-Sworn sing a new offering down into the
dark.

Their hymn has one word in its refrain, and the word is *kneel*. Along the rim, half sunk in the
salt, are masks of those who knelt to it long ago. The stone has grown over their knees. A
deckhand at the Argo's rail finds she has gone down on one knee without deciding to, and gets up
white-faced, rubbing it.

? Row across under a green branch and parley with Arrastor. -> 0081
? Storm the landing with everyone who can hold a spear. -> 0082
? [matrix 12] Saro's seal-knot (box 12): tie the seal-cord across the mouth, and cut Oressa off from her priests. -> 0083
? [matrix 15] The ash-oath (box 15): light the signal brazier for Kethra's galleys. -> 0088

== 0081 Arrastor

Arrastor receives you on his own deck, lounging on a chest of pearls. He has a silver earring for
every ship he has sunk, and both ears are heavy. "She promised me a ship that lives," he says. "A
ship that mends itself and never rots. I have waited a long time. Convince me to wait somewhere
else."

? [code 0155] Show him Oressa's letter: the living ship she promised him is the Argo. -> 0084
? (pay resource pearl 2) Add to his chest, and ask him to sail home. -> 0085
? [clue silver-earring] Ask after his purser, the thin man with the silver earring. -> 0123
? Tell him he has chosen the wrong side, and go back to your own deck to fight. -> 0082

== 0123 The Purser's Books

Arrastor's smile stays where it is, but his eyes go to the thin man with the silver earring at
his elbow, who has suddenly found something to do with a coil of rope. "You've been reading my
books," the captain says. "Nobody reads my books. Not even me."

He does not like how much you know, and less how little he does. He sends the purser below and
calls his raiders off the landing, a few at a time, as if it were his own idea.

> read_clue silver-earring
> mark 22
-> 0087

== 0124 The Lantern-Keepers' Song

The deckhand who trims the Argo's lamps has been humming the Mourner's hymn since the night at
the stern, and she has found the place where it breaks: the line the Mourner can never finish,
because whoever it grieves for is not there to answer.

"Lamps answer," she says. "That's what they're for." Give the song its answer in lantern-glass,
and the Mourner may lie down at last; or keep the glass, and let it walk.

? (pay resource lantern-glass 3) Melt the lantern-glass into one lamp and light it on the water at dusk. -> 0125
? Keep the glass. The Mourner's grief is not yours to end. -> return

== 0125 The Answer

The lamp floats out on the red water, burning green. Far off the pale shape comes walking over the
swell, slowly, and stops beside it. It lowers its own lantern until the two lights touch, and
sings its broken line once more. This time the lamp's flame leans toward it, like an answer.

The Mourner kneels on the water and lies down in it, lantern and all, and the sea closes over
the light without a sound. You wait until dark. Nothing walks out of the west again.

> defeat_adversary
> gain_despair 1 who=each
-> return

== 0082 The First Landing

Spears on wet stone, the Brine-Sworn's hymn rising like steam, the green light swinging as the
sea turns overhead. The landing is narrow and furred with salt, and slopes toward the drop. There
are more of them than you, and Arrastor's raiders fight for pay, which means they fight to live.

group test courage 6+: Take the landing, step by slippery step.
  bonus (pay danger 1) +1
  0-1 -> 0086
  2-3 > gain_argo_stat crew -1
  2-3 -> 0087
  4 > gain_progress 1
  4 -> 0087
  fail > gain_triskelion danger 1

== 0083 The Seal Across the Mouth

The seal-cord uncoils from the hold as if it had been waiting. You take your loops, one to each
pair of hands, and sing the knot-song over the spiral's mouth while Arrastor's raiders stare.
Below, the Brine-Sworn's hymn stumbles. Someone down there knows this song, and knows what it is
for.

test wisdom 7+: Pull the nine loops tight at the same moment.
  bonus [matrix 29] +1
  bonus [matrix 13] +1
  success > mark 14
  success > note argo "Box 14: we retied the seal across the Stair's mouth."
  success > gain_doom -1
  success -> 0087
  fail > gain_triskelion danger 1 who=each
  fail -> 0082

== 0084 The Price Was the Argo

Arrastor reads the letter twice. The second time his lips move. *When the servants are drowned
the ship is yours, Captain, and you will sail it down the Stair to me, and be my first offering.*

He sits very still. Then he takes off one earring and drops it over the side. "Brine-Sworn," he
says to his mate, conversationally. "Every one of them. Now." The hymn on the landing breaks into
screams.

> mark 21
> note argo "Box 21: Arrastor knows what Oressa promised him and has turned on her."
> gain_diplomacy tidewright 1
-> 0087

== 0085 A Heavier Chest

Arrastor weighs the pearls in his palm and laughs. "A bribe to leave. She only bribed me to come."
He whistles, and his raiders back down off the landing with their spears, leaving the Brine-Sworn
suddenly alone.

The *Gannet's Tithe* puts out her oars and goes north without a backward look. You do not think
you have seen the last of him. But you have seen the last of him today.

> mark 22
-> 0087

== 0086 Boarders

The landing throws you back. Worse: while you fought on the stone, Arrastor's longboats slipped
round behind the Argo, and now there are grapples on her rail and raiders on her deck. They are
heading for the holds. For the Titans. For the wax seals.

? peril Hold the Titan deck alone while the others cut the grapples. -> 0089
? [matrix 24] Hesper's pipes (box 24): listen, and the rib will tell you where every raider stands. -> 0109
? (pay hull 1) Let the Argo shake them off, whatever it tears. -> 0087
? (pay crew 1) Send the deckhands at them, and do not watch. -> 0087

== 0087 The Stair Lies Open

The first landing is yours. The stone is slick with salt and with worse. Below, the Stair turns
and turns again into green dark, each landing a little smaller, and from the bottom rises the slow
breath of something in a shell.

The Argo leans over the spiral mouth as if listening. The sleepers in their niches are awake now,
all five; you can hear them whispering behind the wax. They are saying *down*. They are not saying
*kneel*; only the hymn says that, and it says it more sweetly the deeper it comes from.

> gain_mnemos random
> story_card 3B
-> return

== 0088 Kethra's Galleys

The brazier's smoke goes up black and straight. An hour later the Ashvowed galleys come out of the
haze with their rams low, and the *Gannet's Tithe* has the sense to cut her cable and run.

The Brine-Sworn do not run. They stand on the landing and sing as the fire-pots land, and the
Ashvowed burn them where they stand. Kethra does not look away, and she does not let you look
away either. "This is what gods cost," she says.

> gain_diplomacy ashvowed 1
> gain_triskelion rage 1 who=each
-> 0087

== 0089 Alone on the Titan Deck

The leader stands in the hatchway to the Titan holds with a spear and no plan. Behind, in the
dark, the Titans stir and cannot help. The raiders come three at a time, because that is how many
the hatch allows, and they have been promised a living ship.

test courage 8+ peril: Hold the hatch until the grapples are cut.
  bonus (pay danger 2) +2
  bonus [matrix 16] +1
  success > mark 28
  success -> 0087
  fail > kill
  fail -> 0105

== 0105 The Hatch Held

The hatch held. The grapples were cut, one by one, and the longboats fell away into the spiral,
and the raiders left on the deck went over the rail rather than face what was in the hatchway.

What was in the hatchway sat down, afterwards, with its back against the warm metal, and did not
get up. Behind the wax seals, one of the sleepers began to wake, as if called by name. From far
below, the hymn went on asking everyone who could hear it to kneel.

> story_card 3B
-> return

// ---------------------------------------------------------------- Story 3B: The Last Landing

== 0090 The Last Landing

The Titans go down the Stair, because the Argo cannot. Each landing is smaller than the last and
the walls lean in, furred with salt, cut with signs older than any tongue. The hymn rises to meet
you. The light goes from green to black.

On every landing there is a hollow worn into the stone, the width of two knees, and the hymn asks
you to kneel in each one. You do not. Each time, it is a little harder not to.

There are many ways down and most of them fold back on themselves. The hymn's road is open to
anyone who will follow it. Every other road is one you earned before you came, or did not: Saro's
seal-knot, the light the Mourner's lantern left in your eyes, Idas walking beside you, the count of
landings from Oressa's dream, Arrastor's raiders turned against her. The Argo's notes, kept with the
Choice Matrix, say which of them you carry down.

? [matrix 12] Saro's seal-knot (box 12): pay out the seal-cord behind you as a guide-line, as the rope-priests did. -> 0091
? Follow the hymn down, and trust it not to lie (a test of Will; the names held at Ilyra, box 10, and the retied seal, box 14, help). -> 0092
? [matrix 18] The Mourner's lantern (box 18): follow the faint light it left in your eyes. -> 0093
? [matrix 26] Idas (box 26): let him lead you by the Brine-Sworn's own road. -> 0094
? [matrix 27] The dream's count (box 27): count the landings as you heard them, straight to the sixth. -> 0107
? [matrix 21] Arrastor turned (box 21): let his raiders go first and clear the landings of salt-masks. -> 0108

== 0091 The Guide-Line

The cord pays out behind you, and where the walls try to fold, the cord stays straight, and the
walls give up. It is the oldest trick of the rope-priests, and the Stair seems to remember it with
something like respect.

> gain_triskelion danger -1 who=each
-> 0095

== 0092 Following the Hymn

The hymn knows the way; it was sung here first. But it was sung for the drowned, and it leads the
living down the drowned's road: through flooded galleries, past niches where the Brine-Sworn's
offerings sit in rows with their eyes open.

test will 7+: Keep walking, and do not stop to look at the faces.
  bonus [matrix 10] +1
  bonus [matrix 14] +1
  success -> 0095
  fail > gain_despair 1
  fail -> 0095

== 0093 The Lantern's Light

When you close your eyes you can still see the door the Mourner showed you, and the door is always
to the left. Down and to the left. It is the way a temple servant walks to the sanctuary: you know
it in your feet.

> gain_triskelion fate 1 who=each
-> 0095

== 0094 Idas's Road

Idas has cut his hair and washed the salt from his lips, but he still knows the hymn, and he sings
it in a whisper at each turning so the walls will take him for one of theirs. At the sixth landing
from the bottom he stops. "This is as far as I went," he says. "Below, she goes alone."

> gain_progress 1
-> 0095

== 0095 Oressa

At the bottom of the Stair is a round chamber, and in it a pool no wider than a cart-wheel, dark
as old garnet, steaming faintly. Tektra's last ichor. Oressa kneels beside it. Her crown of salt
drips into the pool and does not dissolve.

She looks up and smiles, and it is the worst thing you have seen, because it is kind. "You came,"
she says. "All of you. I knew you would."

Behind her, the wall of the chamber is not a wall. It is a shell.

? [matrix 23] Her old name (box 23): speak to her as you spoke in the dream. -> 0096
? Raise your weapons. There is nothing left to say. -> 0098
? peril Kneel beside her, as the hymn has asked all the way down. Whoever kneels here rises, if at all, with her grief on them as Despair. -> 0097

== 0096 The Name Again

"You taught me that knot," the leader says. "On the terrace at Vessa. You were faster than me."
Oressa's hands shake over the pool. For a long moment she does not reach for it.

"If I stop now," she says, "then I am only a woman who let her goddess die and did nothing." She
lifts a hand to the wall behind her. But she is weeping, and the Warden, feeling her falter,
wakes slowly, and wakes afraid.

> mark 30
> gain_triskelion fate 1 who=each
-> 0098

== 0097 Kneeling

The leader kneels in the last hollow, and it fits, as if it had been worn for these knees. Then
the others kneel, because you were always nine together. Oressa weeps with joy and lays a wet
hand on the leader's hair. The ichor smells of figs and hot bronze. Her grief pours into you
through that hand, a hundred years of it, and it is heavier than anything you have carried.

Behind her, the shell has begun to turn. She has not drunk yet. She is waiting for you to tell
her to.

> gain_despair 1 who=each
> gain_despair 1
? Rise, all of you, and carry her grief into the fight: the Despair that kneeling cost stays with you, twice over on the leader she touched. -> 0098
? Stay on your knees and tell her to drink. This ends the Cycle: the sea gets its god. -> 0121

== 0121 The Kneeling

You stay. Oressa cups the ichor in both hands and drinks, and it is not kind, what happens to her
face, and then it is nothing human at all.

Far above, one by one, the lamps of Ilyra go out, and nobody alive remembers what they were for.

-> defeat "The attendants knelt, and the Salt Crown drank. The Carnelian Sea has a god again."

== 0098 The Coiled Warden

The shell behind Oressa moves. It turns, and turns, and keeps turning, a spiral the height of a
city wall unwinding out of the rock, and a dozen hooked legs find the landings above you. The
Stair folds around it. Ammonax, the Coiled Warden, Tektra's last guardian, has been fed every
day of your voyage on drowned men, and it is awake.

-> battle ammonax 2 win=0099 lose=0100

== 0099 The Shell Breaks

The Warden's shell cracks from crown to lip with a sound like a temple bell falling. Its legs
fold. The Stair stops moving, for the first time in a hundred years, and in the sudden silence
you can hear the ichor steaming.

Oressa is still kneeling by the pool. She has not drunk. She is looking at you.

? [matrix 18] The Mourner's lantern (box 18): give her back the memory it showed you, the terrace, the knot, the laughter. -> 0101
? [matrix 25] Tektra's last words (box 25): tell her what Tektra said to the ten of you, the night before she died. -> 0106
? Bind her hands with the seal-cord and carry her up the Stair alive. -> 0102
? Step back, and leave the choice to her. -> 0103

== 0100 The Stair Closes

The Warden does not kill you. It does something slower: it folds the Stair. Landing over landing,
wall over wall, the spiral closes like a fist, and your Titans are inside it, climbing, and there
is always one more turning.

Far above, the Argo's hum rises to a howl and then, very slowly, falls silent. At the bottom of
the closed Stair, in the dark, someone drinks.

-> defeat "The Stair closed over the Titans, and the Salt Crown drank in the dark."

== 0101 The Memory Returned

The leader kneels on the other side of the pool and tells it: the terrace at Vessa, the nine loops,
the girl with salt in her hair who laughed when the leader's loop came undone.

Oressa listens with her eyes shut. When it is done she puts both hands into the ichor, not to
drink, but to lift it, and pours it out over the stone where it sinks and is gone. "I remember,"
she says. "I remember. Take me home."

> gain_mnemos random
-> 0104

== 0102 Bound

She does not struggle. The seal-cord goes round her wrists in the nine loops she taught herself
to untie, and she does not untie them. The climb takes a day. At every landing she looks back.

At the top, in the light, her crown of salt finally dries, and cracks, and falls away in pieces
on the Argo's deck. Underneath, her hair is grey. She is only an old woman. That was what she was
most afraid of.

> gain_diplomacy cairnkin 1
-> 0104

== 0103 Her Choice

You step back. Oressa looks at the pool for a long time. Then she stands, takes off her crown with
both hands, and sets it on the water, where it floats.

"I would have been a good god," she says, and you believe her. Then she walks into the dark behind
the broken shell, where the Stair goes on down without landings, and does not come back. The crown
dissolves slowly, like any salt.

> gain_fated_mnemos
-> 0104

== 0104 The Lamps Relit

The Argo comes back into Meriphon at dawn with her rail lined with people: Hesper with her adze,
Kethra with her hammer, a Cairnkin rope-runner carrying a knot from Old Saro's beard. In Ilyra,
the lamp-council relights the lamps one at a time, and at each one somebody stands up and says a
name.

Below decks, five wax seals have broken. Nine servants of a dead goddess sit down to bread and
figs together. None of you is a god. The sea has no master. It has a crew.

> gain_technology mnestis_theatre
-> victory

== 0106 Carry the World

"She told us never to take her place," the leader says. "You were there. *Carry the world
instead. It is lighter together.*" Oressa flinches as if struck, and then she laughs, a wet,
broken, girlish laugh, and puts her face in her salt-stiff hands.

"She did say that. I hated her for it." She stands without drinking, and walks to the foot of the
Stair, and waits there for you, like a servant waiting for the others before a long climb.

> gain_knowledge 1
> gain_diplomacy cairnkin 1
-> 0104

== 0107 Counting Landings

You count aloud as you go, the way you counted in the dream: landing, turn, seven steps, landing.
Where the walls try to fold, you ignore them and trust the count, and the walls, confused, fold
back on themselves and leave you a straight way down.

At the sixth landing from the bottom there are wet footprints on the stone, small and bare, and
they all go one way.

> gain_argo_stat argo_fate -1
-> 0095

== 0108 Arrastor Goes First

Arrastor takes his raiders down ahead of you with torches and boarding-axes. He whistles a shanty
as he goes, out of tune, to drown the hymn. For twenty landings you hear fighting below, and then
only his whistling, and then nothing.

You find him on the fifth landing from the bottom, sitting against the wall among salt masks,
one earring left. "Tell her I came," he says, and gives it to the leader, and closes his eyes.

> gain_triskelion rage 1 who=each
> gain_despair -1
-> 0095

== 0109 The Rib Sings

Hesper's bronze pipes are singing along the seams, and under them the rib hums, and the leader,
hand flat on the wall, hears the raiders as the ship hears them: six on the deck, two at the wax
seals, one already in the Titan hold with a knife. The leader goes there first.

By the time the rest of the grapples are cut, the raiders are swimming, and the Argo's plates are
closing over every scratch they left.

> gain_diplomacy tidewright 1
-> 0087

// ---------------------------------------------------------------- Oressa's Doom

== 0110 Salt on the Harbour Stones

In the shallows of Meriphon, at low tide, the fishwives find the offerings: goats, bronze
lamp-stands, a child's wooden horse, all weighted with stones and laid in a neat spiral on the
sea-floor. The spiral points south.

By noon the harbour is saying that the salt-masks came the week the warm ship woke, and that the
one brought the other. Nobody will sell you rope.

> gain_diplomacy tidewright -1
> doom_card 1B
? Dive for the drowned offerings and bring them home, though the water is cold and red. -> 0111
? Let the dead lie, and sail before the harbour turns uglier. -> 0112

== 0111 Bringing Them Up

The water in the spiral is colder than the water around it, and tastes of iron. The leader dives
again and again, bringing up a lamp-stand, a goat with its eyes open, the little wooden horse. The
fishwives stand on the quay and say nothing, and then one of them wades in to help.

test endurance 7+: One more dive, and one more.
  success > gain_diplomacy tidewright 1
  success > gain_resource bronze 1
  success -> 0112
  fail > gain_triskelion danger 1
  fail > affliction "Salt-Lung"
  fail -> 0112

== 0112 A Spiral Pointing South

Whatever you brought up or left below, the spiral is still there when the tide comes in, and the
next morning there is another one beside it, a little larger, laid with the same care. Someone out
there is counting. The fishwives have started to mark the spirals with floats, so at least the
boats will not snag them.

-> return

== 0113 The Privateer's Price

Captain Vell Arrastor's ships have taken the western lanes. They stop every hull that passes and
take a tithe in pearls, in bronze, in deckhands. Three Tidewright cutters that refused are
burning on the horizon.

One of his frigates comes alongside the Argo with its oar-ports open and its archers on the rail.

> doom_card 2A
? (pay resource pearl 2) Pay the tithe and swallow it. -> 0114
? Run the blockade, and let the Argo take what comes. -> 0115

== 0114 A Cutter Burning

You pass the frigate and then a burning cutter, low in the water, her crew already taken off by
someone. Drifting in her wake is a scroll-case of sealskin, stamped with salt.

Inside, in a careful priestess's hand, is a letter to Captain Arrastor. Most of it is hymn. One
line is not. You read it three times and put it away where nobody else will find it.

> code 0155
-> return

== 0115 Running the Blockade

The Argo leans into the wind like a hound on a scent, and for the first time you feel how fast
she wants to be. Arrows rattle on her plates. The frigate's oars come out all at once, a hundred
of them, and her drummer doubles the beat.

argo test 6+: Outrun the frigate before she closes.
  success -> 0114
  fail > gain_argo_stat hull -1
  fail > gain_argo_stat crew -1
  fail -> 0114

== 0116 The Lamps Are Bought

The lamp-keepers of Ilyra sell their last honest oil. Under the dome the lamps burn thin and blue,
and the names on their bronze tags begin, very quietly, to be misread: a letter lost here, a
syllable there.

Aboard the Argo you wake one morning and cannot remember the word for the colour of the sea.

> doom_card 2B
> gain_argo_stat knowledge -1
> gain_triskelion fate 1 who=each
if [matrix 11] -> 0117
-> return

== 0117 Nobody Remembers

With the lamps already dark, there is nothing to thin. The forgetting simply goes on, past the
gods' names into people's: a sailor stands on the quay at Oarsmen's Rest and cannot recall her
dead husband's. She weeps without knowing why.

> gain_despair 1 who=each
-> return

== 0118 The Seal Unknotted

Word comes up the terraces on a rope-runner's breath. The Cairnkin rope-watch who kept the mouth
of the Coiled Stair has been found drowned at their posts, roped to their own ward-lines, and
every knot the rope-priests ever tied across the spiral has been untied from below. The Stair
lies open.

In Vessa, Old Saro cut a knot from his beard, as for a dead grandchild, and threw it into the
gorge. The Cairnkin say the priestess learned her knots from them, and they cannot forgive it.

> doom_card 3A
> gain_diplomacy cairnkin -1
> gain_triskelion danger 1 who=each
-> return

== 0119 The Warden Is Fed

The Brine-Sworn stop drowning goats. They take whole crews now: a fishing fleet from Pelagene, a
Cairnkin ferry, an Ashvowed scout galley, all towed to the mouth of the Stair and sunk with their
people tied to the rowing-benches.

Far below, the Coiled Warden eats, and grows, and the sea over the spiral turns faster.

> doom_card 3B
> gain_argo_stat crew -1
-> special salt_in_the_water

== 0120 The Salt Crown Drinks

At the bottom of the Coiled Stair, Oressa kneels beside the last pool of Tektra's ichor. She says
your names, all nine, the real ones, lovingly, like a prayer. Then she drinks.

Every lamp in Ilyra goes out. Every Titan in the Argo's holds opens its eyes and kneels. And the
red sea, which has had no master for a hundred years, feels a hand close around it.

-> defeat "The Salt Crown drank Tektra's last ichor. The Carnelian Sea has a god again."

// ---------------------------------------------------------------- Secret codes (0150-0199)

== 0150 The Apprentice's List

A lamp-boat comes alongside in a grey dawn. Ione is not in it; a fisherman rows it, and he hands up
a wax tablet wrapped in oilcloth. On it, in a child's cramped hand, are the names of three hundred
gods, and a line at the bottom: *in case.*

You read them aloud on the deck that night, all of them, in turns. It takes until the lamps burn
down. The Argo hums along.

> gain_progress 1
> gain_resource lamp_oil 1
-> return

== 0151 What Hesper Found

Hesper comes back with her slates, and then again, and again. This time she brings no slates. She
sits on the floor by the rib and tells you what she has found: the Argo's plates grow a hair's
width a day, and they grow toward the rib. "It's healing," she says. "It's been healing for a
hundred years. I could help it. A second keel. But I'd have to cut."

? (pay hull 1) Let her cut, and lay a second keel of living metal. -> 0152
? Ask her to leave the rib whole, and only listen to it. -> 0153

== 0152 The Second Keel

For six days Hesper's yard works on the Argo, and for six days the ship hums a low, unhappy note,
and the sleepers in their niches whimper. On the seventh day the new keel takes. The hum changes to
something you have not heard before: strength.

Hesper wipes her adze and will not meet your eyes. "It forgave me," she says. "I don't know why."

> gain_technology deep_keel
-> return

== 0153 Listening to the Rib

Hesper does not cut. Instead she fits pipes of thin bronze along the seams near the rib, and when
the swell moves the Argo the pipes sing, and the rib hums under them, and the sound tells you of
reefs half a league ahead.

"My mother built boats," she says. "I think I might be building an ear."

> mark 24
> note argo "Box 24: Hesper left the rib whole; her pipes let us hear the whole ship."
> gain_diplomacy tidewright 1
> gain_technology tide_organ
-> return

== 0155 Oressa's Letter

You unroll the salt-stamped letter again in a quiet hour. The line that is not hymn reads: *When
the servants are drowned the ship is yours, Captain, and you will sail it down the Stair to me, and
be my first offering.*

The living ship she promised Arrastor is the Argo. He does not know. You do.

> mark 20
> gain_progress 1
-> return

== 0160 Saro's Last Knot

A rope-runner brings word from Vessa: Old Saro has died in his sleep, in the wind, as he said he
would. He left instructions. All the knots in his beard were cut and given to his great-
grandchildren, except the one he gave you.

The leader unties the little grey knot for a moment, sees the milk-tooth inside it, and ties it
again. It is heavier than it was.

> gain_progress 1
> gain_diplomacy cairnkin 1
-> return

== 0165 The Ashvowed Fleet

Nine Ashvowed galleys come over the horizon under sails painted with burning temples. Kethra is on
the foremost ram. "The forge-cities voted," she calls. "We sail with you to the Stair. If you make
me regret it I'll tell you first."

Her quartermaster swings a crate aboard: bolts for a siege-bow, ash-scale for the Titans' joints,
and a sack of dried figs nobody asked for.

> gain_progress 1
> gain_argo_stat crew 1
> gain_gear cindermouth-arbalest
-> return

== 0170 What the Lantern Kept

Three nights after the Mourner came, the leader wakes before dawn with one more memory, as if the
lantern had left it on the pillow: Tektra, old and tired, saying to her nine servants that when
she is gone they must never try to take her place. *Carry the world instead. It is lighter
together.*

Oressa was in the room. She heard it too.

> mark 25
> note argo "Box 25: we remember what Tektra told her servants the night before she died."
> gain_mnemos random
> gain_knowledge 1
-> return

== 0175 Idas Comes Back

A boy swims out to the Argo at dusk with his hair cut short and his lips healing. It is Idas. He
climbs the anchor chain the way he once climbed it with a salt mask on, and sits on the deck
shivering.

"She said you would drown me," he says. "You didn't. So I stopped believing her about other
things." He knows the Brine-Sworn's hymn by heart, and every turning of their road down the Stair.

> mark 26
> note argo "Box 26: Idas came back to us; he knows the Brine-Sworn's road down the Stair."
> gain_progress 1
> gain_argo_stat crew 1
-> return


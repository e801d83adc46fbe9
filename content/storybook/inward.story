// The Inward Odyssey: the Argo remembering itself, one piece of Knowledge at a time.
// Writer: inner. Ids 0600-0699, Choice Matrix boxes 94-99.
// No entry here gains Argo Knowledge: Knowledge is what opens these entries.
@chapter inward "The Inward Odyssey"

@entry 1 0601
@entry 2 0602
@entry 3 0603
@entry 4 0604
@entry 5 0605
@entry 6 0606
@entry 7 0607
@entry 8 0608 requires resource lamp_oil 1
@entry 9 0609
@entry 10 0610
@entry 11 0611
@entry 12 0612 requires diplomacy cairnkin 1
@entry 13 0613
@entry 14 0614
@entry 15 0615
@entry 16 0616
@entry 17 0617
@entry 18 0618 requires matrix 94
@entry 19 0619
@entry 20 0620

== 0601 First Breath
In the night the Argo breathes. You feel it through the deck-plates: a long, slow swell that
has nothing to do with the sea. The air below decks smells of warm iron and crushed myrtle,
and the lamps lean toward the bow as if something there were drawing them in.

The ship is remembering the first breath it ever took. It was cold. It was frightened. Nine
hands lay on its skin to calm it, and four of those hands, you realise, were yours.

> gain_argo_stat argo_fate -1

? Go down into the hold and lay your hands on the keel again. -> 0621
? Let the ship breathe alone, and sleep. -> return

== 0602 The Salt Ring
On the Titan deck, where nobody has swept, salt has crept out of the seams in a perfect
circle. It is not spilled. It is grown, like frost, in a ring wide enough for a dozen people
to stand in. Sprigs of cedar have pushed up through the planks at its four quarters.

The Argo remembers this place. Once, someone knelt here and called the small gods of the sea
by their first names, and they came. The ring has waited all this time for someone to kneel
in it again.

> gain_technology nymph_circle
-> return

== 0603 The Brine Steps
The ring on the Titan deck is wet this morning. Water stands in it, clear and perfectly
level, though the deck beneath is dry. When the party leader leans over it, the reflection
shows no sky, only a flight of stone steps going down into green water, and a woman on the
lowest step, her hair full of barnacles, waiting.

The Argo remembers her. She kept the harbour stairs of the Builder-Mother's temple, and she
once pulled a drowning child out by the hair. She is still willing to come when called.

> gain_summoning halia-of-the-brine-steps
> gain_triskelion fate -1
-> return

== 0604 The Singing Pipes
A sound wakes you in the middle watch: a chord, low and wavering, from somewhere in the hull.
You follow it down past the bilges to a place where the Argo's ribs are pierced by rows of
hollow bronze pipes, green with age, that you have walked past a hundred times without
seeing. The swell breathes through them. They sing.

The Argo remembers being taught to listen. The pipes sing higher when the water shoals, and
lower in the deeps. From now on, the ship will warn you of rocks before the lookout can.

> gain_technology tide_organ
-> return

== 0605 The Storm in the Rib
Thunder on a clear day. Every Argonaut aboard flinches at once. The mast hums, the rigging
spits blue sparks, and the smell of struck flint fills the ship. Deep in the Titan holds,
something stirs in its sleep and raises an arm toward the sky.

The Argo remembers the Storm-Father's last fall, how the sky cracked when he struck the sea,
and how a single ember of him was caught, still burning, in the Builder-Mother's cupped hands.

> gain_godform storm-father
> unlock_awakening

? (pay hull 1) Let the lightning run the length of the keel, as it did that day. -> 0622
? Ground the storm in the sea and let the ember sleep. -> return

== 0606 Mother-of-Pearl
The party leader wakes with pearl-dust on their hands. It is on the blankets, on the deck, on
the walls of the Argo's narrow cabins, fine and shimmering, as if the ship had shed a skin in
the night. Under it, the plates are smoother, sealed.

The Argo remembers an armourer of the Tidewright coast who came aboard once, long ago, and
knelt to learn how living metal takes a layer of nacre. Her notes are still scratched into a
bulkhead, in a hand as small and neat as stitching.

> gain_pattern pattern_nacre_cuirass
> gain_argo_stat hull 1
-> return

== 0607 The High Ledge
There is a smell of thyme and goat and cold stone in the Argo today, the smell of a high
place. The crew climb the rigging without being asked, just to stand up there in the wind. At
the masthead the party leader finds a knot nobody tied: a Cairnkin cairn-hitch, weathered grey.

The Argo remembers a nymph of the cliffs who sat on narrow ledges and laughed at falling. She
walked the masts like terraces once. If the Titans need a foothold, she will come.

> gain_summoning ourea-of-the-high-ledge
> gain_triskelion danger -1 who=each
-> return

== 0608 A Lens of Ilyran Glass
The Argo's oil-jars are lighter this morning. A trail of sweet Ilyran oil leads from the stores
to the bow lantern, where the glass has thickened overnight into a clear, curved lens, still
warm, still faintly soft at the edges like sugar cooling.

The Argo remembers a lamp-keeper who came aboard with a lens wrapped in wool and cried when she
fitted it. Through fog, through spray, through the dark of moon, her lamp threw its light a
league ahead. The ship has grown her lens back from memory, and it has drunk your oil to do it.

> gain_resource lamp_oil -1
> gain_technology lamp_lens
-> return

== 0609 The Tremor
A shudder runs through the Argo from keel to masthead, and every cup on every shelf walks an
inch to the left. Far below, the sea floor has moved. You feel it in your teeth. The Titans
turn in their sleep, and one of them opens its fist as if it has been holding something for
a long time and is tired of the weight.

The Argo remembers the Deep-Shaker tearing the seabed open in his rage, and the ember of him
that the Builder-Mother picked from the wound, cooling it in her palm like a coal.

> gain_godform deep-shaker
> unlock_awakening
> gain_argo_stat argo_fate -1
-> return

== 0610 The Glaive on the Stair
In a dream you all share, you walk down a spiral stair cut into rock. It is lit by nothing. A
Cairnkin warrior goes ahead of you, long glaive lowered, sweeping the dark for the Warden's
hooked legs. The blade is long and narrow, angled for striking upward from below.

The Argo remembers this descent. It remembers the glaive's shape so clearly that you wake and
draw it, all of you, on the same plank of the deck, each line matching the others exactly.

> gain_pattern pattern_stair_glaive

? (pay danger 1) Go back into the dream, and follow the warrior further down. -> 0623
? Wake fully, and let the stair keep its depth. -> 0624

== 0611 The Grove-Keeper
Green shoots have come up between the deck-plates. Not weeds: myrtle, and young olive, and a
fig no taller than a hand. The crew step round them. The Argo's air is cool and smells of
turned earth, impossible this far from shore.

The Argo remembers a grove on the temple hill and the nymph who tended it, who stood between
the trees and the fire when the gods went to war. The grove burned. She did not. She is
waiting in the roots for someone to call her out.

> gain_summoning myrtoa-the-grove-keeper
> gain_argo_stat crew 1
-> return

== 0612 The Climbing Chant
The Cairnkin rope you have carried aboard since Vessa has begun to hum. It is a low chant,
rhythmic, with a catch of breath on every fourth beat, the way climbers breathe on a cliff.
The Titans in the holds shift their grip to the rhythm, fingers curling and uncurling.

The Argo remembers a Cairnkin elder who stood on its deck and taught the sleeping Titans a
song for holding on to a moving mountain. The friendship of the cliff-folk has woken the song
again.

> gain_technology wardens_song
> gain_diplomacy cairnkin 1
-> return

== 0613 The Silver Hunt
Moonlight comes into the Argo through no opening, pooling on the Titan deck in long bright
shapes, like the shadows of running deer. For a moment you hear hounds. For a moment you are
all very still, as if something in the dark might hear your breath.

The Argo remembers the Moon-Huntress dying with an arrow on the string, unloosed, and the
Builder-Mother closing her fingers gently over the bright ember of her, so the shot would not
be wasted.

> gain_godform moon-huntress
> unlock_awakening
> gain_triskelion rage 1 who=each
> gain_triskelion fate -1 who=each
-> return

== 0614 The Flame That Does Not Gutter
One lamp in the Argo will not go out. You have tried. It burns in a niche in the forward hold,
in a bronze cage shaped like a sea-lily, and neither wind nor water nor a cupped hand puts it
out. There is no oil in it at all.

The Argo remembers the lamp-keeper who made it, and why: so that one light would always burn
for the Builder-Mother, even if every lamp in Ilyra went dark. You copy the cage's shape onto
a wax tablet. The lamp burns a little brighter while you draw.

> gain_pattern pattern_vigil_lamp
> gain_argo_stat argo_fate -1
-> return

== 0615 Spindrift
Wind in the sails when there is no wind. The Argo heels, the canvas fills, and for an hour the
ship runs as if chased, spray bursting over the bow in bright plumes. In the spray you see
a face, laughing, and then it is gone and the sea is flat again.

The Argo remembers a nymph of the wave-tops who raced the ship for sport, and who carried
messages between the temple and the sea when the gods were too proud to speak. She owes you
a favour. You do not remember why, but she does.

> gain_summoning nephele-of-the-spindrift
> gain_triskelion danger -1 who=each
-> return

== 0616 The Forge Under the Heart
The Argo grows hot near the bow. The plates there turn dull red, then bright, then fade, in a
rhythm as slow as sleep. Below them, in a space that was not there yesterday, you find a
hearth of black stone and an anvil worn into a saddle by ten thousand blows.

The Argo remembers its own making: bronze quenched in god-blood, so that what was made would
never rust. The forge is cold now. It could be lit again, if you feed it.

> gain_technology ichor_forge

? (pay resource ichor 1) Pour ichor into the hearth and watch what it remembers. -> 0625
? Leave the forge cold, as the Ashvowed would wish. -> 0626

== 0617 The Lame Smith
A limping tread crosses the Argo's deck at midnight: one heavy step, one light, one heavy. You
all hear it. Nobody is there. In the morning, every tool aboard has been sharpened, every
hinge oiled, and the old crack in the Titan deck has been welded shut with a seam like
braided hair.

The Argo remembers the Lame Smith, who forged half the weapons of the Sundering and wept over
every one. The Builder-Mother took his ember last, from the ashes of his forge.

> gain_godform lame-smith
> unlock_awakening
> gain_argo_stat hull 1
-> return

== 0618 The Siege-Bow
Something you woke in the ship's depths has come back up with you, bringing a gift nobody
expected. Scratched into a copper plate in the bilges, where no one would think to look,
is a siege bow drawn to scale: Ashvowed work, Cindermouth marks on every strut.

The Argo remembers the Ashvowed bow-smith who came aboard in secret, long before her people
burned their temples, and who drew this so the ship could defend itself if gods ever came for
it. Even then, some of them feared what the gods would do.

> gain_pattern pattern_cindermouth_arbalest
> gain_diplomacy ashvowed 1
-> return

== 0619 The Funeral Song
Tonight the Argo hums a dirge. The whole hull carries it, low and patient, in a key that makes
the crew put down their cups and stare at nothing. It is the song the Pale Mourner sang over
the Builder-Mother's body. You know this without being told.

The Argo remembers the song because it was there. It was the bier. It remembers Threnos
standing over it, lantern raised, and the lantern was full of something bright that was not
fire.

> gain_argo_stat crew 1

? Listen to the whole song, all the way to its last note. -> 0627
? Stop your ears with wax, and sing over it, loudly, together. -> 0628

== 0620 The Rib
The warm place under the bow plate beats once, like a drum, and every Argonaut falls to their
knees. You know now. The Argo's keel is a rib. The Builder-Mother broke it from her own side
as she lay dying, and she built a ship around it, and she laid nine souls inside to keep it
company until they were needed.

You are four of the nine. She did not make you to be gods. She made you to carry her last
breath somewhere safe. The ship is still warm. She is not entirely gone.

> gain_argo_stat argo_fate -2
> gain_argo_stat crew 1
> gain_argo_stat hull 1

? Lay your hands on the rib and ask it where the other five are. -> 0629
? Lay your hands on the rib and ask it about Oressa. -> 0630

== 0621 Hands on the Keel
The keel is warm under your palms, and it shivers like a horse that has smelled rain. You keep
your hands there until it stills. Someone begins to hum a lullaby, and it turns out that all
four of you know the words, and that you learned them together, once, a very long time ago.

When you climb back up, the crew have stopped quarrelling about the water ration. Nobody can
say why.

> gain_argo_stat crew 1
> gain_triskelion fate -1 who=each
-> return

== 0622 Lightning in the Keel
The lightning goes into the mast and down through the ship in one white thread, and every
seam in the Argo glows. Plates buckle. Rivets spit. The crew scream, then laugh, then fall
silent: in that instant of light, each of you saw the ship as it was meant to be seen, whole,
every rib lit from within.

The hull is scorched, but the Titans have not slept so deeply in months, and your Fate feels
lighter in your chest.

> gain_triskelion fate -1 who=each
> gain_argo_stat argo_fate -1
> mark 95
-> return

== 0623 Further Down
You walk down behind the Cairnkin warrior for a long time. The stair narrows. The warrior
begins to limp. At a landing cut with nine niches, the warrior stops, turns, and lifts the
visor of a helmet, and the face beneath is the party leader's own, older, wearier, very
calm.

"Remember the bow," the warrior says. "The bow in the copper." Then you wake, and the party
leader's hands are cold, and there is a new scar on one of them.

> mark 94
> gain_mnemos random
-> return

== 0624 The Stair Keeps Its Depth
You wake. The drawing of the glaive is still on the plank, and it is still exact, and you
decide that is enough for one night. The crew make tea over the galley fire, and nobody talks
about the dark at the bottom of the dream, and everybody sleeps with a lamp lit.

Some depths are better left until you are ready for them. The Argo seems to agree: it is
quiet for days afterwards, and its quiet is restful.

> gain_triskelion danger -1 who=each
-> return

== 0625 What the Forge Remembers
The ichor goes into the hearth like wine into sand. Then the black stone catches, and the
flames are garnet-red, and in them you see the Builder-Mother at this same anvil, her
hair tied back, her arms scarred to the elbow, hammering a plate of the Argo flat and
singing under her breath.

She looks up, through the fire, and straight at you. She does not seem surprised.

> gain_argo_stat hull 1
> gain_mnemos random
> mark 94
-> return

== 0626 Cold Iron
You leave the forge as it is. The Ashvowed would say a forge that remembers gods is a forge
that wants one, and perhaps they are right. When you next see Kethra Ashvow, if you do, you
will be able to tell her that there is one god-forge on the sea that you chose not to light.

The glow under the bow fades, slowly, like a coal banked for the night. It is not gone.

> gain_diplomacy ashvowed 1
> gain_triskelion fate -1
-> return

== 0627 The Last Note
The last note is not sad. That is the worst of it. It rises, clear and warm, and under it you
hear nine voices, yours among them, answering the Mourner from inside the bier. You were
singing back. You were promising to wait.

When it ends, the party leader is weeping, and remembers why, and wishes they did not.

> gain_mnemos random
> gain_despair 1
> mark 96
-> return

== 0628 Singing Over It
You sing a rowing song from Oarsmen's Rest, the filthy one, at the top of your lungs, banging
time on the table with cups and fists. The crew join in. The dirge goes on underneath, patient,
but it cannot find a way into you through so much noise.

By dawn your voices are gone and the ship is silent. The song is still out there, behind you,
following the Argo at a walking pace. But not tonight.

> gain_triskelion rage -1 who=each
> gain_argo_stat crew 1
-> return

== 0629 The Other Five
The rib warms under your hands. It shows you five sleepers, deeper in the ship than any hold
you have found, lying in the dark like seeds. They breathe. They are not ready. Their turn
will come when yours is done, or when yours ends.

It is a strange comfort. Whatever happens on the Coiled Stair, someone will still be aboard
to remember the Builder-Mother. The ship will not be alone.

> gain_argo_stat argo_fate -1
> gain_triskelion fate -1 who=each
> mark 97
-> return

== 0630 The Tenth Sister
The rib shows you a tenth attendant, standing at the Builder-Mother's deathbed a little apart
from the nine. Her crown is not yet salt. Her face is wet, and her hands are shaking, and she
is staring at the ship being born with a look of terrible hunger.

She was your sister in service. She sealed you in here. She wept while she did it. Knowing
this does not make you hate her less, but it tells you where she is weak.

> boon "Knows the Salt Crown's Grief"
> gain_triskelion rage 1 who=each
> mark 98
> note argo "Oressa wept when she sealed the Argo."
-> return

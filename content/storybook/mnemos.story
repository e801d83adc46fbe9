// Mnemos Breakthroughs: memories returning to one Argonaut, alone [ADV-018, ADV-034..ADV-036].
// Entry points are the Mnemos cards in mnemos.toml (first and second Breakthrough paragraphs).
// Every effect applies to the Mnemos owner (who=owner is the default in a Breakthrough).
// The second Breakthrough of each Mnemos gives its Katharsis code (K-01..K-10) [ADV-055].
// Choice Matrix boxes 111-120 belong to this chapter.
@chapter mnemos "Memories"

// ---------------------------------------------------------------------------------------------
// The Bell-Founder (0901, 0902; follow-ups 0921-0923)

== 0901 The Pour

You smell it before you see it: wet clay, charcoal, and the green stink of copper going liquid.
Then the memory opens like a furnace door.

You stand in the temple's casting pit, sand to your knees. A woman taller than the roof-beams
kneels at the bellows and works them with her own breath, and her breath is the colour of
sunrise through smoke. Tektra. "Steady," she says, and you tip the crucible. Bronze runs into
the mould of the great bell, bright as a split fig.

Nine faces watch from the rim of the pit. One girl, salt drying in her hair, is laughing.
You know that laugh. You almost know her name.

> note argonaut "Cast the temple bell while Tektra worked the bellows."
> gain_resource bronze 1

? (pay danger 1) Stay in the heat until it hurts; look for what you hid in the mould. -> 0921
? Let the memory cool. It is enough to know your hands were good once. -> return

== 0921 The Hairline

You stay. The heat presses on your eyelids until the memory blisters, and then you see it:
a crack in the mould, fine as a hair, running under the lip of the bell. You saw it that day.
You said nothing, because the goddess was smiling and the bronze was already moving.

The bell came out whole. It rang a half-note flat, and only you ever knew why. Your palms
itch with the old shame, and then, strangely, with pride: a flawed thing rang for a god for
a hundred years.

> mark 111
> boon "Bell-Steady"
> gain_triskelion rage 1

-> return

== 0902 The Bell Rings Alone

The second memory comes with a sound: one note, a half-note flat, rolling over water.

It is night. The great bell is ringing, and no one is at the rope. You run across the temple
court barefoot, the flagstones still warm, and reach for the rope to stop it swinging. A hand
closes over yours. Oressa's hand, cool and damp, smelling of brine.

"Let it ring itself," your sister says. "She is dying. Let the bronze say so." You let go.

Three nights later the same cool hand led you, and eight others, to a door that opened into
dark metal, warm as a living flank. You walked into it because she asked you to.

> katharsis K-01
> gain_knowledge 1

? [matrix 111] Hum the flat note only you know, and listen for what answers. -> 0922
? Carry the sound down to the Argo's forge and set it in metal. -> 0923

== 0922 The Flawed Note

You hum it under your breath in the belly of the Argo: the wrong note, the cracked note.
The ship's dark metal answers. Somewhere aft, something limps toward the sound, heavy and
patient, a smith's tread with one foot dragging. It does not frighten you. It is pleased,
the way a master is pleased when an apprentice finally admits a mistake.

When you open your eyes the forge is warm, though no one lit it. A shape of soot on the wall
looks like a hand with a hammer in it.

> gain_godform lame-smith
> unlock_awakening
> gain_triskelion fate 1

-> return

== 0923 Bronze for the Ship

You go down to the forge with the note still in your ears and work until your arms shake.
Whatever you make is plain: rivets, brackets, a hinge for a hatch that never shut right.
Each one rings a little flat when you drop it on the anvil. You find you like that.

The shipwrights' apprentices come to listen. One of them asks who taught you, and you say
"my goddess" before you can stop yourself, and nobody laughs.

> gain_resource bronze 2
> note argo "The Argo's hatches ring a half-note flat now. It is a good sound."

-> return

// ---------------------------------------------------------------------------------------------
// The Tide-Reader (0903, 0904; follow-ups 0924-0927)

== 0903 The Tide-Clock

The smell of the memory is cold bronze and seaweed going soft in a basin.

The temple's tide-clock stands in a colonnade open to the sea: a bronze bowl as wide as a
cart wheel, a cork float, a needle that scratches a line on wax. Every night you sit beside
it wrapped in a goat-hair blanket and call the turning of the water to the priests.

At midnight a girl brings you figs, and you count the waves together, out loud, to keep
each other awake. The seventh wave is always the big one. She taught you that. She taught
you a trick for counting, too, and it is right there, almost.

test wisdom 7+: Count the waves again the way she taught you, under your breath.
  bonus (pay danger 1) +1
  bonus [boon "Storm-Hauler"] +1
  success -> 0924
  fail -> 0925

== 0924 The Count Comes Back

It comes back all at once: you count in pairs, a breath for each trough, and you never look
at the sea, only at the float. The figs were dried, sticky, and she always ate the last one.

You walk to the Argo's rail and count the swell at the harbour mouth. The seventh wave lifts
the whole ship, exactly when you knew it would. Down in the hull the living metal seems to
settle, like a sleeper who hears a familiar voice in the next room.

> mark 112
> boon "Tide-Counted"
> gain_argo_stat argo_fate -1

-> return

== 0925 Lost Count

The count slips. The waves come in too fast, out of order, and the memory floods: cold water
over the colonnade floor, the wax tablet floating, the needle scratching nothing. You wake
with your hand clamped on the rail and salt in your mouth.

But one thing stays. Her voice, counting with you. *Five. Six. Here it comes.* You do not
have her name yet. You have the rhythm of her breathing, and that will do for now.

> gain_triskelion fate 1
> gain_node tide-reader

-> return

== 0904 The Tide That Did Not Turn

The float did not move. That is the memory: a night when the tide came in and stopped.

You sat by the bronze bowl until the stars wheeled, and the needle never scratched. The sea
stood at the colonnade steps like a dog waiting at a door. You ran to tell the priests, and
at the top of the stair you met her. Oressa. Her brow was white with dried salt, a crust of
it, like the first ring of a crown.

"Count for me one more time," she said, gently. You did. You got to seven. The next thing
you remember is a door shutting, and the dark warm and close around you, and after that you
stopped counting for a very long time.

> katharsis K-02
> note argonaut "Counted for Oressa the night the tide stopped."

? [matrix 112] Count past seven this time, as she never let you, and follow the tide. -> 0926
? (pay fate 1) Follow the stopped tide in your mind. It pointed somewhere. -> 0926
? Let the water go out. Write her name in salt on the deck and watch it dry. -> 0927

== 0926 Where the Water Pointed

You follow the standing water in your memory, past the colonnade and down. The sea was not
waiting. It was leaning, all of it, toward one place: a spiral mouth in the seabed far out
in the middle of the sea. The Coiled Stair was drinking the tide.

You wake knowing which landing the water reached first. You draw it on the chart-skin with
charcoal, and your hand does not shake. Under the deck, something vast rolls over in its
sleep, and the harbour water shivers against the hull.

> gain_progress 1
> gain_godform deep-shaker
> unlock_awakening
> note argo "The stopped tide pointed to the Stair's seventh landing."

-> return

== 0927 Salt on the Deck

You write *Oressa* on the deck with a wet finger dipped in brine. The sun takes it in minutes.
The letters go white, then crack, then the wind lifts them away as dust.

It does not hurt as much as you expected. She counted with you, once. She is also the one who
closed the door. Both things are true and both will stay true, and you find you can hold
them in two hands without dropping either.

> gain_triskelion fate -1
> gain_triskelion danger -1

-> return

// ---------------------------------------------------------------------------------------------
// The Lamp-Warden (0905, 0906; follow-ups 0928-0929)

== 0905 The Small Flame

The memory smells of olive oil and scorched linen.

A clay lamp no bigger than your palm sits on the lowest step of the goddess's throne. Your
task was simple and it was everything: it must never go out. You trimmed the wick with your
teeth because the bronze scissors rang too loud in the quiet. You still know the taste,
bitter and black.

Some nights the goddess looked down at you, and the little flame bent toward her like a dog's
nose. Some nights you slept sitting up, one hand cupped around the light.

> gain_resource lamp_oil 1
> boon "Steady Flame"

? [mnemos dirge-learner] Someone on the Argo hums a tune that fits this light. Find them. -> 0928
? Cup your hands around the memory and keep it to yourself. -> return

== 0928 Two Memories, One Light

You find your sister-in-service below decks and say nothing; you just hum. They stop, stare,
and hum back. The tune and the lamp belong together. You remember now: a pale singer used to
come to the throne room at dusk, and the flame leaned toward the song, too.

You sit together with your knees touching until the lantern on the hook burns low. Neither of
you can say what you have remembered. Both of you are smiling.

> gain_node dirge-learner
> gain_triskelion fate -1

-> return

== 0906 Oil from Ilyra

The lamp went out once. You remember it now, and you wish you did not.

Oressa had come with a new jar of oil. "From Ilyra," she said. "From the lamp-keepers.
The best oil in the sea." It smelled of lilies. You filled the lamp, and the flame turned
blue, and shrank, and died without a sound, and the goddess on her throne closed her eyes.

Oressa relit it herself, very kindly, and told you not to cry. Now you know what you saw.
She was practising. The lamp-keepers of Ilyra sold her the way to put a god's light out.

> katharsis K-03
> gain_knowledge 1
> note argo "The lamp-keepers of Ilyra gave Oressa oil that kills a holy flame."

? (pay resource lamp_oil 1) Burn honest oil in the Argo's shrine-niche, in her memory. -> 0929
? (pay rage 1) Carry the anger instead of the light. -> 0929
? Let the lamp stay dark tonight. You are too tired to grieve or rage. -> return

== 0929 What Still Burns

Whatever you chose, you end the night at the little niche in the Argo's bow where someone
has set a clay lamp, and you sit with it. The flame is yellow and ordinary. It smells of
cheap oil and a fishmonger's kitchen.

It does not go out. You watch it until dawn to be sure, your hand cupped around it the way
you used to, and when the sun comes up it is still burning, small and stubborn and alive.

> mark 113
> gain_gear vigil-lamp

-> return

// ---------------------------------------------------------------------------------------------
// The Rope-Walker (0907, 0908; follow-ups 0930-0932)

== 0907 Red Cord

Your fingers remember before you do: an over-hand, a twist, a bight pulled through. The
memory smells of hemp and cold stone and someone's sweat.

You stood at the mouth of the Coiled Stair with a basket of red cord, tying a guide-line to
each pilgrim who went down to leave offerings on the first landing. Old women, fishermen,
a boy with a goat. You tied every knot yourself. You hauled every one of them back up.

The terrace people watched you work and learned it. Their grandchildren's grandchildren
still tie red cords the same way, and never know whose hands they are copying.

> gain_diplomacy cairnkin 1

test cunning 6+: Tie the knot again, now, without thinking, and see if your hands still know it.
  bonus [mnemos stair-walker] +1
  bonus (pay danger 1) +1
  success -> 0930
  fail -> 0931

== 0930 The Knot Holds

Your hands move by themselves. The knot is small and ugly and it will not slip for anything:
you hang your whole weight from it off the Argo's stern rail, laughing, while the deckhands
shout at you to come in.

An old Cairnkin trader on the quay sees the knot and goes pale, then touches two fingers to
her brow, which is what the terrace people do when they pass a shrine.

> gain_gear wayfinder-cord
> boon "Sure-Footed"

-> return

== 0931 The Knot Slips

The knot slides apart in your fingers, and the memory slides with it: a cord going slack in
the dark, and no one on the other end. Who was it? You cannot see the face. You only remember
hauling, and the cord coming up light.

You sit on the deck with the rope in your lap for a long time. Then you tie it again, slowly,
and this time it holds. Some lessons are learned twice.

> gain_triskelion danger 1
> gain_node rope-walker

-> return

== 0908 The Last Pilgrim

The last one you tied was the goddess herself.

She came to the Stair's mouth at night, bent and grey, and held out her wrist to you like any
fisherman's widow. You tied the red cord with hands that would not stop shaking. "Do not haul
me back," she said. "Not this time." She went down into the spiral, and the cord ran out and
out through your palms until it burned, and then it stopped.

You held the end until dawn. Oressa found you there and cut it with her salt-white knife.
"She is not coming up," your sister said. "So we must go down." You did not understand her.

> katharsis K-04
> note argonaut "Tied Tektra's cord at the mouth of the Stair. Oressa cut it."

? [boon "Sure-Footed"] Unwind the old cord still knotted round your wrist, and read it. -> 0932
? (pay resource cedar 1) Carve a cord-peg for the Argo's Stair-charts, as the rope-priests do. -> 0932
? Keep the burn in your palms and tell no one. -> return

== 0932 The Cord-Peg

You sit on the foredeck and work until the light fails. The knots on the old cord read like a
path: a double knot where the first landing turns, a loop where the air goes bad, three
twists where the water comes up to the knee. Your hands made a map, once, and never told you.

You copy it onto the chart-skin. When the Cairnkin see it, they will either bless you or
throw you off a terrace. Possibly both.

> mark 114
> gain_progress 1
> gain_diplomacy cairnkin 1

-> return

// ---------------------------------------------------------------------------------------------
// The Shield-Sister (0909, 0910; follow-ups 0933-0935)

== 0909 Wicker and Sand

Sand in your teeth. The creak of a wicker shield. A wooden sword cracking across your knuckles
hard enough to make you swear.

The temple sands were ringed with oleander, and every morning you trained there with the
sister who never let you win. She was quick and long-armed and she fought laughing, with salt
in her hair from the morning swim. You know her now. Oressa. She put you on your back a
hundred times, and a hundred times she gave you her hand to get up.

> gain_triskelion rage 1

? Remember her as she was on the sand: your sister, laughing. -> 0933
? Remember what she became, and hit the practice post until your hands split. -> 0934

== 0933 Her Hand to Help You Up

You let the memory stay soft. Oressa, seventeen, pulling you up by the wrist, brushing sand
off your shoulder. "Again," she says. "You're getting slower on purpose. I can tell."

It hurts worse than hating her. You let it hurt. Somewhere on the sea ahead she is going down
the Stair, and you will have to stand in her way, and when you do you will know exactly how
she fights, and exactly who she was.

> mark 115
> gain_triskelion rage -1
> boon "Knows Her Guard"

-> return

== 0934 The Practice Post

You find a spar lashed upright on the Argo's deck and you hit it. Left, right, low, the way she
taught you. Your knuckles open. The wood splinters. A deckhand brings you a rag without a
word and goes away again.

When you stop, you are not calmer. But your feet are where they should be, and your guard is
high, and your body remembers a hundred mornings of being knocked down and getting up.

> gain_triskelion rage 1
> boon "Hard-Won Fury"

? [mnemos hearth-keeper] Someone aboard always has bread after a bad morning. Go and find it. -> 0935
? Wrap your hands and go back to work. -> return

== 0935 Bread After Practice

The Hearth-Keeper hands you a heel of bread without looking up, the way they did every morning
after the sand. Neither of you says why. You eat with your split knuckles, and it is the best
bread in the world, and it was the best bread in the world then, too.

> gain_node hearth-keeper
> gain_triskelion danger -1

-> return

== 0910 The Gate

The second memory arrives with the weight of bronze on your arm.

Raiders came once, from the south, in black boats with burning sails. You and Oressa held the
temple gate with two shields and one spear between you. She took a cut across the brow that
night; the scar was the first place the salt crusted, later. You remember her blood on your
shield and her back against yours, and her voice: "Whatever happens, we hold it together."

Years later she held a different door, from the other side. You still do not know which of
you broke that promise first.

> katharsis K-05
> gain_triskelion rage 1

? [matrix 115] Think of her on the sand, not at the door. Forgive the girl, not the queen. -> 0936
? (pay danger 1) Swear on your shield-arm to stand in her way on the Stair, whatever it costs. -> 0937
? Set the shield down for tonight. Decide nothing yet. -> return

== 0936 Two Oressas

It is possible to hold two people in one name. You find you can: the girl who gave you her
hand on the sand, and the woman in the salt crown who shut you in the dark. You can love one
and stop the other. You can grieve, and still lift the shield.

Your arm is steady when you wake. Your breath is slow.

> gain_triskelion rage -2
> note argonaut "Forgave the girl on the sand. Will still stop the Salt Crown."

-> return

== 0937 The Oath on the Shield-Arm

You say it aloud on the Argo's deck at dawn, right hand on your left forearm, the old gate-oath
of the temple guards. The words come without looking for them. The sky is clear, and still a
low rumble rolls across the sea from the north, like a storm turning to listen.

You will regret the oath one day. You will keep it anyway.

> gain_godform storm-father
> unlock_awakening
> note argonaut "Swore the gate-oath against Oressa."

-> return

// ---------------------------------------------------------------------------------------------
// The Cup-Bearer (0911, 0912; follow-ups 0938-0940)

== 0911 The Red at the Rim

A heavy cup of beaten gold, warm in both hands. Its rim tastes faintly of iron.

You carried the goddess's cup at every rite: across the court, up the nine steps, into her
hands. You never spilled. Once, alone in the vestry, you touched your tongue to the dark red
at the rim, and the world went very wide and very quiet, and you heard every fish in the sea
turning over at once.

You have never told anyone. You are not sure you should be remembering it now.

roll d10
  1-4 -> 0938
  5-10 -> 0939

== 0938 Too Much Sea

The memory is too strong. You hear the fish again, and the ropes of the Argo creaking, and the
blood in the deckhands' wrists, and the long slow heartbeat of something asleep under the
hull. It is too much. You are sick over the rail, and afterwards your hands will not stop
shaking for a day.

But you know something you did not know before: the ichor remembers who has tasted it.

> affliction "Ichor-Tremor"
> gain_knowledge 1

-> return

== 0939 A Small Wide World

You hold the memory carefully, like the cup. The quiet comes back, softer this time. For a
breath you hear the whole harbour at once: the gulls, the caulkers' mallets, a child being
called in for supper. Then it is gone, and you are sitting on a coil of rope, and your tongue
still tastes of iron.

> gain_resource ichor 1
> boon "Ichor-Touched"

-> return

== 0912 The Cup Refused

On the last night, Oressa asked you for the cup.

"She will not drink again," your sister said. "Let me take it down to her. Let me carry it
this one time." Her hands were out. Her crown of salt was already thick, glittering in the
lamplight, and her eyes were kind, and you were tired, and she was your sister.

You held the cup against your chest and said no. You do not know why. You only remember that
she smiled, as if you had passed a test, and that the next thing was the dark.

> katharsis K-06
> note argonaut "Refused to give Oressa the goddess's cup."

? [affliction "Ichor-Tremor"] Let the tremor in your hands show you where the cup is now. -> 0940
? (pay fate 1) Go looking for the cup in your memory, past the dark. -> 0940
? Let it be enough that you said no. -> return

== 0940 Where the Cup Went

You see it: the golden cup, in the dark, wedged in the ribs of the Argo itself, where the warm
metal has grown around it like bark around a nail. You did not give it to her. You brought it
with you, in your arms, into the sealed ship.

It is still here. You cannot reach it yet, but your hands stop shaking.

> mark 116
> lose_affliction "Ichor-Tremor"
> gain_resource ichor 1
> gain_knowledge 1

-> return

// ---------------------------------------------------------------------------------------------
// The Stair-Walker (0913, 0914; follow-ups 0941-0944)

== 0913 Chalk on the Wall

Chalk dust on your fingertips, dry as bone. The smell of cut stone and low tide.

You walked behind the goddess while she cut the first spiral of the Stair, and you marked the
turns she made with a lump of white chalk: an arrow, a crescent, a little wave. She cut the
rock with her bare hands, like a woman shaping bread, and sometimes she hummed. The stone
came away in long curls.

"Mark it well," she told you. "One day someone will have to walk it who is not me."

> note argo "The Stair-Walker remembers Tektra's chalk marks: arrow, crescent, wave."

? [mnemos rope-walker] Compare your marks with the knots on a sister's cord. -> 0941
? Draw the marks on the chart-skin before they fade. -> 0942

== 0941 Marks and Knots

The Rope-Walker lays their cord beside your chalk drawing. Arrow: double knot. Crescent: loop.
Wave: three twists. It fits. It fits so well you both laugh, and then stop laughing, because
it means you worked together once, down there in the dark, and neither of you remembers it.

You write both on the same skin, side by side, and hang it in the chartroom.

> gain_node rope-walker
> gain_progress 1

-> return

== 0942 The Chart-Skin

You draw until the lamp gutters. The marks come easily, the first three turns and then a
fourth you did not know you knew. The chart-skin smells of tallow and your own ink-stained
fingers. When you are done you look at it and feel, for the first time since you woke, that
you are good at something.

> gain_knowledge 1

-> return

== 0914 The Last Turn

You followed her deeper than you remember going. Twenty turns, thirty. The air grew thick and
warm and the chalk went soft in your hand.

At the bottom of the first spiral the goddess stopped and cut something into the wall that was
not a turn: a seal, a wheel of nine spokes. She pressed your chalky hand into the middle of it.
"It knows your hands now," she said. "All nine of yours. Remember that, when someone asks
you to open it." Then she sent you back up alone.

Nine. Four of you are awake.

> katharsis K-07
> note argo "The Stair's seal is a wheel of nine spokes. It knows the attendants' hands."

test courage 7+ peril: Walk back down in the memory, past where she sent you away.
  bonus (pay danger 2) +2
  bonus [matrix 114] +1
  success -> 0943
  fail -> 0944

== 0943 Past the Seal

You go down, in the memory, past the wheel of nine spokes. It is dark and the stone is warm,
and far below something is dripping, slow and heavy and red. The smell is iron and honey. You
stop before it sees you. You remember the way back up, every turn, every mark.

You wake with chalk on your fingertips. There is no chalk on the Argo.

> mark 117
> gain_progress 1
> gain_triskelion danger 1

-> return

== 0944 Lost on the Landing

The memory turns on you. You are in the spiral, the chalk is gone, every wall is the same wall,
and something coils and clicks in the dark above you, between you and the light. You run. You
wake on the floor of your bunk with your knuckles bloody from a bulkhead.

You remember the seal, and the nine spokes. You will not forget them now. That much you keep.

> gain_triskelion danger 2
> gain_fated_mnemos

-> return

// ---------------------------------------------------------------------------------------------
// The Net-Caster (0915, 0916; follow-ups 0945-0947)

== 0915 The Reed Boat

Wet reeds, tar, a net heavy with silver. The memory rocks under you.

You fished for the temple from a reed boat no longer than two bodies, out past the breakers
at dawn, and brought back enough for nine and the goddess's table. You knew every rock of the
cove by its foam. You knew the seals by their scars. One grey cow-seal followed your boat for
years and took the fish you threw her, gently, like a dog.

> gain_resource pearl 1
> gain_triskelion rage 1

? (pay danger 1) Remember the storm, the day you went out anyway. -> 0945
? Stay in the calm morning a little longer, and count the fish. -> return

== 0945 Out Anyway

The storm came out of a clear sky, the way storms did after the gods began to fight. You went
out anyway, because a temple boy had been swept off the rocks. You found him in the foam,
you got the net around him, and you hauled until the reed boat half sank.

The grey seal was beside you the whole way in, shouldering the boat through the breakers.
You never saw her again after that day. You think, now, that she was not only a seal.

> mark 118
> boon "Storm-Hauler"

-> return

== 0916 What the Net Brought Up

The last thing you ever hauled from the sea was a mask.

It was salt, crusted thick, in the shape of a face, and it came up in your net the morning
after the goddess died. There was no one in it. Two days later Oressa wore one like it, and
four priests behind her, and they walked into the sea at the temple steps and came up again
with their eyes white.

You burned your net on the beach that night. You are not sure, now, that it helped.

> katharsis K-08
> note argonaut "Hauled up the first Brine-Sworn mask, empty, the day Tektra died."

? [matrix 118] Call the grey seal the way you used to, three slaps on the water. -> 0946
? Go to the rail and throw one fish back into the sea for her, whoever she was. -> 0947

== 0946 The Answer from the Water

You slap the water three times from the Argo's boarding ladder and feel foolish. Then, far
out past the harbour chain, a grey head rises, and looks, and goes down. That is all.

That night you dream of a silver huntress running on the moon's path across the water, a
seal-skin over her shoulders, and she is laughing at you for taking so long.

> gain_godform moon-huntress
> unlock_awakening
> gain_triskelion fate 1

-> return

== 0947 One Fish Back

You throw it as far as you can. It flashes once and is gone. A gull dives for it and misses.

It is a stupid thing to do, and the deckhands watch you do it, and you do not care. The sea
took the goddess and the mask came out of it, but the sea is also where the fish come from,
and the seals, and the boy you pulled out of the foam.

> gain_triskelion rage -1
> gain_argo_stat crew 1

-> return

// ---------------------------------------------------------------------------------------------
// The Hearth-Keeper (0917, 0918; follow-ups 0948-0951)

== 0917 Nine Loaves

Flour in the creases of your knuckles. Wood-smoke. Dough rising under a damp cloth.

You kept the fire in the attendants' kitchen, and every morning you baked nine loaves and
cut a sign on each: a bell, a wave, a flame, a knot, a shield, a cup, a chalk-mark, a net,
and a plain ring for your own. A tenth loaf had a little crown, for the high priestess. The
girl with salt in her hair always ate hers standing in the doorway, talking with her mouth full.

You remember nine signs. You remember four faces clearly.

> note argonaut "Baked nine loaves a day, one marked for each attendant."

? [mnemos shield-sister] Bring a loaf to the one who trains on the deck every morning. -> 0948
? Bake for the whole Argo tonight, and let them eat in silence. -> 0949

== 0948 The Heel of the Loaf

You take a loaf up on deck and tear it in two and hand half to the Shield-Sister without a
word. They take it without looking. Then they look. Their eyes are wet, and they are laughing,
and so are you, and neither of you can say why.

> gain_node shield-sister
> gain_triskelion danger -1

-> return

== 0949 Bread for a Ship

You bake in the Argo's galley until the small hours. The oven there is not a real oven; it is
a warm place in the living metal that seems to have been waiting for bread. The crew wake to
the smell. Nobody speaks at breakfast. A rope-boy cries, and nobody teases him.

> gain_argo_stat crew 1
> boon "Hearth-Warmed"

-> return

== 0918 The Bowl Left Out

On the last morning, one loaf was not eaten: the one with the little crown.

You left it on the table all day. At dusk you put it in a bowl by the kitchen door, the way
you leave food for the dead, and you sat up with the fire waiting for her. She came after
midnight, crown of salt on her brow, and stood in the doorway, and did not eat. "I am sorry
about the bread," Oressa said. That was all. Then she took your hand and led you to the door
of warm metal where the others were waiting.

You let her. You had baked for her for nine years.

> katharsis K-09
> gain_knowledge 1

? (pay rage 1) Bake her crowned loaf again, as if she might still come. -> 0950
? Scratch all ten signs into the galley wall, so no one forgets them again. -> 0951

== 0950 A Loaf with a Crown

You bake it and cut the little crown into the crust with the tip of a knife, and you set it on
the galley table. Nobody touches it. In the morning it is gone, and there are salt grains on
the table where it lay, and you do not know if a rat took it or something else.

You are not angry. You will bake another tomorrow. That is what a hearth is for.

> mark 119
> gain_triskelion fate -1
> boon "Hearth-Warmed"

-> return

== 0951 Ten Signs on the Wall

You scratch them into the galley wall with a nail: bell, wave, flame, knot, shield, cup,
chalk-mark, net, your own plain ring, and last, smaller than the rest, the crown. The living
metal takes the marks and keeps them, and by evening they have gone smooth and bright, like
scars. The crew start touching them for luck when they pass.

> gain_gear name-tablet
> note argo "Ten signs in the galley wall: nine for the attendants, and a crown."

-> return

// ---------------------------------------------------------------------------------------------
// The Dirge-Learner (0919, 0920; follow-ups 0952-0954)

== 0919 The Lesson at Dusk

Cold light. The smell of snuffed candles and wet marble. A voice so low you feel it in your
teeth.

A tall, thin singer came to the temple at dusk, carrying a lantern with a pale flame. It was
the goddess's own mourner, the one who would sing her funeral when the time came, and it was
teaching you the song. "Someone must know the second voice," it said. "Someone must sing it
back to me, after." You learned every note. You did not ask what *after* meant.

> gain_despair 1
> timeline dream 2 "A Dream of Pharos"

? [mnemos lamp-warden] Find the one who kept the little lamp. The singer visited them too. -> 0952
? Hum the second voice to yourself, very quietly, until you fall asleep. -> return

== 0952 The Lamp and the Song

The Lamp-Warden is sitting in the dark with a clay lamp. You sit beside them and hum the
second voice. The flame bends toward the song, exactly as it did in the throne room, and the
Lamp-Warden puts a hand over their mouth.

"It used to come every night," they whisper. "The singer. To see her. Before." You both look
aft, toward the wake, toward whatever follows the Argo across the sea.

> gain_node lamp-warden
> gain_knowledge 1

-> return

== 0920 The Lantern's Burden

You know the thing that follows the Argo. You have always known it. You learned its song.

The Pale Mourner sang the goddess down, and you sang the second voice beside it, and then the
salt-crowned priestess shut you in the dark. Everything you were went out of you like breath,
and the Mourner caught it. Every memory you lost is burning in that pale lantern now. It does
not hunt you. It is bringing them back, one by one, as gently as it can.

That is the worst part. Some of what it carries will break you to receive.

> katharsis K-10
> note argonaut "Threnos carries our lost memories in its lantern, to give them back."

? (pay despair 1) Sing the second voice aloud, toward the wake, so it knows you remember. -> 0953
? Stop your ears with wax and go below. Not yet. -> 0954

== 0953 The Second Voice

You sing it from the stern at moonrise, the whole dirge, the second voice alone. It is the
saddest sound you have ever made. Far out on the dark water, something pale pauses, and a
light lifts, and lowers, once, like a nod.

When you stop singing, you are shaking, and you remember one more thing: a name, one of the
five you lost. You say it aloud. It sounds like a door opening.

> mark 120
> gain_knowledge 1
> gain_triskelion fate 1

-> return

== 0954 Wax in the Ears

You stop your ears with warm wax from a candle-end and lie down in the dark of the hold. The
silence is thick and close, like the sealed dark you slept in for so long. You do not mind it
now. The song will come whether you listen or not. You will be ready when it does.

> gain_gear wax-sealed-helm
> gain_triskelion danger -1

-> return

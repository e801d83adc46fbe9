// Dreams of Pharos: the lighthouse at the edge of all memory, reached only in sleep.
// Writer: inner. Ids 0700-0799, Choice Matrix boxes 100-110.
// Every dream offers the Pharos Delve and a way to refuse it.
@chapter pharos "Dreams of Pharos"

// The Dreams of Pharos table: d10 result, first paragraph, traits.
@table
1  0701 sea lore
2  0705 faith grief
3  0709 grief
4  0713 kin
5  0717 faith war
6  0721 lore
7  0725 grief fire
8  0729 craft
9  0733 war
10 0737 faith lore

== 0701 The White Tower
You are all asleep, and you are all standing on the same shore. The sand is grey and fine as
ash and makes no sound underfoot. Out at the end of a long causeway stands a white tower, its
lamp turning slowly, and each time the beam passes over you, you remember something and lose
it again before you can say what.

The Pharos. You have never seen it before. You have always known it was there. A door stands
open at its foot, and beyond it a stair goes down, not up.

? Walk the causeway and go down the stair into what the beam keeps showing you. -> 0702
? Turn your back on the tower and walk into the grey sea until you wake. -> return

== 0702 Down the First Stair
The stair is cut from something like bone and something like salt. With every step a memory
rises to meet you, sharp-edged, and you must decide whether to take it or step past. Take too
few and you come back with nothing. Take too many and they will cut you open.

delve 8: Go down into the first memories, one by one, and stop before they overwhelm you.
  success -> 0703
  fail -> 0704

== 0703 A Door with Your Name
At the bottom of the stair is a small wooden door with a name carved into the lintel. It is
the party leader's name, the real one, the one nobody has said aloud since the Argo woke. You
open it and step into a whitewashed room that smells of bread and lamp-smoke, and you
remember living there.

You wake with the name still in your mouth. You do not say it yet. But you have it.

> gain_mnemos random
> gain_knowledge 1
> mark 100
-> return

== 0704 The Stair Gives Way
A memory comes up too fast, too heavy, and the stair cracks beneath it. You fall through
white light into black water. You wake choking, all of you at once, sheets soaked with salt
sweat. The party leader's hands will not stop shaking for a day.

Something was broken loose in the fall, and it has come back up with you, and it is not kind.

> gain_fated_mnemos
> gain_triskelion fate 1
-> return

== 0705 The Drowned Temple
In the dream the Pharos' beam sweeps across the sea, and where it passes the water turns
clear as glass. Beneath you lies a temple: nine columns, a long nave, a broken altar, and
the Builder-Mother's image lying on its face in the silt, one stone hand still raised.

You know every stone of it. You swept these floors. The lamp's beam pauses over the temple
and holds, as if asking a question.

? Dive down into the temple while the beam holds the water clear. -> 0706
? [matrix 87] Light Tektra's lamp in the dream, as you did in Ilyra, and ask for a gentler way. -> 0742
? Look away from the water and wait for morning. -> return

== 0706 Into the Nave
The water is warm and heavy, and it presses memories against your skin like hands. Each
column you pass gives up a day in the temple: a festival, a quarrel, a funeral, a birth. You
must swim deep enough to reach the altar before your breath runs out.

delve 9: Swim down through the days of the temple toward the broken altar.
  success -> 0707
  fail -> 0708

== 0707 The Altar's Gift
At the altar you find an offering bowl, still full of water that has never mixed with the
sea. You drink it. It tastes of morning and of the temple's well, and with it comes a clear
memory of all nine attendants, sitting in a row on the steps, eating figs and laughing.

You wake lighter than you have been since the Argo opened its eyes. The Argo, too, seems
lighter. Its hull rides higher in the water.

> gain_triskelion fate -1 who=each
> gain_mnemos random
> gain_argo_stat argo_fate -1
-> return

== 0708 Held Under
The beam moves on before you reach the altar, and the water turns dark and cold and closes
over you. In the dream you drown. You drown for a long time, watching the temple above you
fade to nothing, and the last thing you see is a figure in a white crown, walking away.

You wake, but the party leader keeps drowning a little, every night, for weeks.

> affliction "Drowned Sleep"
> gain_despair 1
-> return

== 0709 The Lantern on the Causeway
fated 0741

The causeway to the Pharos is lit tonight, but not by the tower. A tall, thin figure walks
toward you along it, carrying a lantern of horn and bronze, and the light inside the lantern
moves like fish in a bowl. The figure stops a little way off and holds the lantern out.

Threnos. The Pale Mourner. It does not speak. It does not need to. Everything you have
forgotten is in that light, and it is offering it to you.

? Reach into the lantern and take what is yours. -> 0710
? [matrix 96] Sing back the answer you sang from the bier, and ask for one memory only. -> 0748
? Refuse the lantern. Walk past the Mourner to the tower and wake there. -> return

== 0710 The Light in the Lantern
The lantern is cold, colder than sea-ice, and the light inside it is every lost day of your
lives at once. You must pull memories out of it one at a time, and each one burns your hand
going in and your heart coming out. The Mourner watches, patient, sad.

delve 10: Reach into the Mourner's lantern for your memories, one at a time.
  success -> 0711
  fail -> 0712

== 0711 What the Mourner Carries
You take what you can hold, and you thank the Mourner, and that seems to surprise it. It
lowers the lantern, and for a moment you see its face: not a monster's, but a singer's, worn
thin by grief. It did not come to hurt you. It came because it promised to.

You wake with a memory each, and the knowledge that the thing following the Argo is, in its
own terrible way, a friend.

> gain_mnemos random who=each
> gain_despair 1
> mark 101
> note argo "Threnos carries our memories in its lantern. It follows to give them back."
-> return

== 0712 Too Much Light
The lantern's light floods into you all at once, and it is too much. You remember every
death in the temple, every one. You remember the Builder-Mother's last breath and your own
first breath in the dark of the Argo, and there is no room in you for anything else.

You wake screaming. Far behind the Argo, in the real sea, someone is singing.

> gain_despair 2
> gain_fated_mnemos
> gain_triskelion fate 1 who=each
-> return

== 0713 The Nine Beds
In the dream the Pharos has a dormitory, long and low, with nine narrow beds in a row. Four
are empty and rumpled, as if their sleepers had just got up. Five are still made, their
blankets tucked in tight, and on each pillow lies a single sprig of dried myrtle.

The lamp's beam turns overhead, and every time it passes, you hear five people breathing.

? Lie down on your own beds and sleep inside the dream, to dream what they dream. -> 0714
? [matrix 97] Sit on the edges of the five made beds and tell the sleepers about the voyage. -> 0743
? Close the door softly and leave them to rest. -> return

== 0714 Sleep within Sleep
Sleep inside sleep is thick and slow, like swimming in honey. You sink through the five
sleepers' dreams one after another: a fisherman's daughter, a scribe, a potter, twins who
sang. Each has a memory of you. You must take them gently, or wake the sleepers before their
time.

delve 11: Sink through the dreams of the five sleepers and gather what they remember of you.
  success -> 0715
  fail -> 0716

== 0715 What the Sleepers Remember
The five sleepers remember you better than you remember yourselves. The fisherman's daughter
remembers the party leader teaching her to mend a net. The twins remember a song the four of
you wrote for them, and they are still humming it, deep in the Argo's belly, in their sleep.

You wake holding hands, all four of you, and nobody is embarrassed.

> gain_mnemos random
> gain_triskelion fate -1 who=each
> gain_argo_stat crew 1
> mark 102
-> return

== 0716 A Sleeper Stirs
You are too rough. One of the five sleepers turns over, sighs, and opens her eyes, and in the
dream she looks straight at the party leader and says, "Is it time?" in a voice full of hope.

It is not time. You wake, and the whole Argo is groaning in its timbers, as if something deep
inside it had tried to rise and fallen back. It takes the crew a day to calm the ship.

> gain_argo_stat hull -1
> gain_triskelion danger 1 who=each
> affliction "Guilt of the Waking"
-> return

== 0717 The Novice's Oath
fated 0744

Tonight the Pharos' beam shows you a young woman in a novice's grey, kneeling before the
Builder-Mother's altar, swearing an oath with her palms flat on the stone. Her hair is dark.
Her face is earnest. Her voice shakes a little on the longer words.

Oressa, before she was the Salt Crown. She was your sister once. You can go down into the
memory of that day, and hear the whole oath, and learn what she promised, and what she broke.

? Go down into the day of the oath. -> 0718
? (pay danger 1) Shout to her across the years, to warn her. -> 0750
? Let her have her oath in peace. It is all she has left of who she was. -> return

== 0718 The Oath-Day
The temple smells of new-cut cedar and hot wax. You are there, all nine of you, singing the
responses while Oressa swears. The memory is thick with love and it is hard to breathe in.
You must stay long enough to hear the end of the oath, and not so long that you forget she
became your enemy.

delve 12: Stay in the day of Oressa's oath until you hear what she swore.
  success -> 0719
  fail -> 0720

== 0719 What She Swore
"I will keep the Builder-Mother's last breath from every hand that would take it," Oressa
swears, "even my own." The responses end. She stands, and smiles at you, and she means it.

You wake knowing the words of the oath, and knowing that somewhere inside the Salt Crown, the
novice still hears them. That may be a weapon. It may be a mercy. It is certainly something.

> gain_progress 1
> gain_knowledge 1
> mark 103
> note argo "We know the words of Oressa's novice oath."
-> return

== 0720 Salt in the Mouth
You stay too long. The love in the memory holds you, and you forget to be wary, and then
Oressa turns in the dream and looks at you, not as a novice, but as the Salt Crown, with a
smile like a closing door. She knows you were there. Now she knows where you sleep.

You wake with salt crusted on your lips.

> gain_doom 1
> affliction "Salt-Dreams"
> gain_triskelion fate 1
-> return

== 0721 The Keeper with No Face
At the top of the Pharos, beside the great lamp, stands its keeper: a figure in a salt-white
robe, with a smooth, unfinished face like a clay doll's before the sculptor has begun. It
trims the lamp's wick with long, patient fingers. When it sees you, it holds out the
trimming-shears.

"Take the watch," it says, without a mouth. "Go down to the root of the light. No one has
been there since she died." Below the lamp, a shaft drops into darkness.

? Take the shears, and climb down the shaft to the root of the light. -> 0722
? [knowledge 8] Ask the keeper its name before you take the watch. -> 0749
? Decline the watch and wake before the beam comes round again. -> return

== 0722 The Root of the Light
The shaft is lined with every memory the Pharos has ever shown anyone, packed tight as
pages. The deeper you climb, the older they get, until the pages are clay and then stone and
then something older than writing. At the bottom, something is burning.

delve 13: Climb down past every memory the Pharos holds, to the root of its light.
  success -> 0723
  fail -> 0724

== 0723 The Builder-Mother's Eye
At the root of the light is an eye, huge, calm and open, and it is Tektra's. The Pharos is
what is left of her looking. She looks at you now, and she knows you, and for one moment you
are not lost souls in a stolen ship, but her own attendants, loved and trusted.

You wake changed. The ship wakes with you: every lamp aboard is burning, though nobody lit
them, and the Titans in the holds are singing.

> gain_mnemos random who=each
> gain_argo_stat argo_fate -2
> gain_knowledge 1
> mark 104
-> return

== 0724 The Shaft Closes
The shaft is too deep, and it narrows, and the oldest memories are too heavy to climb past.
They press in on every side, stone and bone and light, and the party leader is caught among
them like a fly in resin. You drag them out by the ankles, back into waking.

They breathe. They open their eyes. But some part of them is still down there, trimming a
wick that will never need trimming, and it will not come back.

> gain_fated_mnemos
> affliction "Keeper's Stare"
> gain_despair 2
-> return

== 0725 The Burning Grove
The Pharos' beam falls on a hill, and the hill is on fire. Olive trees crack and flare. A
woman stands between the fire and the last of the grove with her arms spread wide, her hair
full of leaves, and she is shouting at the sky where two gods are tearing each other apart.

You were there. You ran. You do not remember running, but you know you did, because the
grief of it comes up in your throat like smoke.

? Go back into the fire and stand beside her this time. -> 0726
? [tech nymph_circle] Call the grove-keeper by name, from the safety of the salt circle. -> 0751
? Run again. Wake up. -> return

== 0726 Into the Fire
The heat is real. The smoke is real. Every step into the burning grove is a memory you have
spent all this time running from, and each one has to be carried, or dropped, or let burn.
You cannot save the grove. You can only choose not to run.

delve 10: Walk into the burning grove and carry what you fled from.
  success -> 0727
  fail -> 0728

== 0727 The Grove-Keeper's Thanks
The fire goes out around you, not all at once, but tree by tree, as if something had decided
it had burned enough. The grove-keeper turns, soot on her face, and smiles at you as if you
had never run at all. "You came back," she says. "That is what matters."

You wake smelling of woodsmoke, and on the deck, between the plates, someone has planted an
olive seedling.

> gain_triskelion fate -1 who=each
> gain_triskelion rage -1 who=each
> gain_mnemos random
> mark 105
-> return

== 0728 Burned
You cannot do it. The fire drives you back, and you run, again, the way you ran before, and
this time you remember every step of the running. The shame comes with you out of the dream.

In the morning, the party leader's palms are blistered as if from a real fire, and nobody
can bear to look at the sky for long.

> affliction "Grove-Burns"
> gain_despair 1
> gain_triskelion rage 1
-> return

== 0729 The Ship Being Born
In the dream there is no sea, only a forge-cave lit red, and in it, the Argo on a slipway,
half built. Its ribs are bare. Its keel is one long curve of something pale. The Builder-Mother
works at it alone, limping now, her breath loud in the cave, and she is running out of time.

She has left a hammer on the bench beside you. It is the right size for your hands.

? Pick up the hammer and help her build the ship. -> 0730
? [matrix 90] Tell her a Tidewright shipwright has seen the rib and will keep it safe. -> 0752
? Stand back and only watch. It is her work, not yours. -> return

== 0730 The Slipway
You work all night in the dream, beside a dying goddess, hammering plates onto ribs, and
each plate is a memory you must shape and fit and let go. She does not speak. Sometimes she
puts her hand over yours to guide the blow. Her hand is burning hot.

delve 10: Help build the Argo, plate by plate, memory by memory, before dawn.
  success -> 0731
  fail -> 0732

== 0731 Her Last Work
The last plate goes on as the dream's dawn comes up. The Builder-Mother steps back and looks
at her ship, and then she looks at you. "Take care of her," she says. "She will take care of
you. That is all a ship is for."

When you wake, the Argo's hull is warm and sound from bow to stern, and every old dent has
smoothed away.

> gain_argo_stat hull 1
> gain_argo_stat argo_fate -1
> gain_mnemos random
> mark 106
-> return

== 0732 The Cracked Plate
A blow goes wrong. The plate splits along its length, and the sound is a scream, and the
Builder-Mother flinches as if you had struck her. She does not scold you. She simply picks up
the broken pieces and fits them in anyway, and hammers them shut, and says nothing at all.

When you wake, there is a seam in the Argo's hull that was not there before, and it weeps
salt water no matter how often it is caulked.

> gain_argo_stat hull -1
> gain_fated_mnemos
-> return

== 0733 The Sundering Sky
You dream you are on the temple steps, and the sky is breaking. Gods are fighting overhead,
huge and blurred, like wrestlers seen through smoke. Where they bleed, the sea turns garnet.
Bronze rains down. A piece of a god's spear strikes the hill and the hill becomes a crater.

You have seen this before. You were there. The Pharos' beam fixes on the steps below the
sky, waiting for you to look properly this time, and to see what you were doing that day.

? Look up, and watch the Sundering all the way through. -> 0734
? (pay rage 1) Look for the Builder-Mother in the chaos instead, and follow her. -> 0753
? Cover your eyes. Some things are not worth remembering. -> return

== 0734 The War Overhead
The battle above is too large to see at once. You must take it in pieces: a god's face, a
hand, a thrown mountain, a scream. Each piece is a memory of terror. Gather enough, and you
will find yourselves on the steps below it. Gather too many, and you will have fought in it.

delve 8: Watch the Sundering piece by piece until you find where you stood.
  success -> 0735
  fail -> 0736

== 0735 Where You Stood
You find yourselves at last: nine attendants in temple white, running down the hill in the
rain of bronze, each carrying one of the Builder-Mother's lamps cupped against the wind. You
did not flee. You were saving the lights. Only a tenth figure stood still on the top step,
carrying nothing, watching the gods bleed with her face turned up like a thirsty field.

You never see her face clearly. But you know the way she stood. You wake cold, and knowing
more than you wanted to.

> gain_knowledge 1
> gain_mnemos random
> gain_despair 1
> mark 107
-> return

== 0736 Caught in the Rain of Bronze
You look too long. The war comes down on you. In the dream a falling spear-shaft pins the
party leader to the temple steps, and they lie there with the sky burning, unable to move,
unable to look away.

They wake with a scar across the chest that nobody can explain, and with a hatred of the open
sky that makes standing on the deck a daily act of courage.

> affliction "Sky-Terror"
> gain_triskelion danger 1 who=each
> gain_triskelion fate 1
-> return

== 0737 The Thousand Lamps
fated 0745

The Pharos' beam has gone out. In its place, across the dark water, you see Ilyra, all its
thousand lamps burning for the dead gods. As you watch, they begin to go out, one by one, in
no order you can see. With each, a name leaves you, and you do not notice which.

A lamp-keeper stands on the Pharos' balcony beside you, holding a single lit taper. "I can
give you the names," she says, "but you must go and get them."

? Take the taper and go down into the forgetting, to gather the names before they go. -> 0738
? (pay resource lamp_oil 2) Pour the Argo's own oil into the Pharos' great lamp. -> 0739
? Let the lamps go out. They were never yours to keep. -> return

== 0738 Gathering Names
Every name is a small light, and it is sinking, and you must dive after each one and carry it
back up in your cupped hands without letting it go out. Some are heavy with a god's whole
life. Some are as light as a child's. All of them want to stay down in the dark.

delve 11: Gather the gods' names from the dark before they are forgotten.
  success -> 0739
  fail -> 0740

== 0739 The Lamps Relit
The Pharos' beam flares back into life, and across the water the lamps of Ilyra relight, row
by row, until the whole island blazes. The keeper laughs and weeps. "They can't take a name
that someone still says," she tells you. "Say them. Say them often."

You wake reciting the names of gods, and the crew learn them from you, and sing them at
the oars.

> gain_doom -1
> gain_knowledge 1
> mark 108
> note argo "We carry the names of the gods of Ilyra."
-> return

== 0740 The Names Go Out
The lights slip through your fingers. One after another they sink out of reach, and when the
last goes out, the keeper beside you drops her taper into the sea and is gone. Across the
water, Ilyra is dark.

You wake with a hole in your memory the exact shape of a name. You cannot remember whose. You
suspect that someone, somewhere, is glad of it.

> gain_doom 1
> gain_fated_mnemos
> gain_triskelion fate 1 who=each
-> return

== 0741 The Lantern Set Down
The Mourner is on the causeway again, but tonight it has set its lantern down on the stones
between you, and it stands back, hands folded, like a mourner who has said everything it came
to say. The lantern's light moves gently inside the horn.

It is leaving the choice to you. It will wait as long as you need.

? Pick up the lantern and open it yourselves. -> 0710
? (pay despair 1) Sit beside the lantern and keep the Mourner company until dawn. -> 0748
? Leave the lantern on the stones and walk on to the tower. -> return

== 0742 Tektra's Lamp Remembered
You cup your hands in the dream and there is the little clay lamp from Ilyra, still burning.
You set it on the water. The beam of the Pharos bends to meet it, and the two lights together
show you a way down into the temple that is warm and shallow, a stair you once swept every
morning.

The way is gentler, but it still goes down. And the deeper rooms are still dark.

? Take the lit stair down into the temple. -> 0746
? Be content with the little light, and sleep on beside it. -> return

== 0743 Telling the Sleepers
You sit on the edges of the five beds and tell the sleepers everything: Meriphon, the kelp
coves, the cliffs of Vessa, the fire-isles, the Salt Crown descending. Their breathing slows
and deepens as they listen, and once, one of the twins smiles in her sleep.

When you finish, the fisherman's daughter murmurs, without waking, "Go down. We'll wait."

? Go down into their dreams, as she asks. -> 0714
? Let them sleep, and carry their patience home with you. -> 0747

== 0744 The Novice Looks Back
This time the novice is not kneeling. She is standing at the temple door in her grey robe,
looking out across the years, straight at you, as if she heard you coming. Her hands are
empty. Her face is young and frightened and stubborn.

"Are you the ones who will stop me?" she asks. "Good. Somebody should." Then she turns and
goes in to swear her oath, and leaves the door open behind her.

? Follow her in, and go down into the day of the oath. -> 0718
? [note "We know the words of Oressa's novice oath."] Speak her own oath back to her. -> 0754
? Close the door on her, gently, and wake. -> return

== 0745 The Dark Island
Ilyra is already dark when the dream begins. Only a handful of lamps still burn, scattered
across the black bulk of the island like the last coals of a hearth, and the keeper on the
Pharos' balcony is holding a taper that has almost burned down to her fingers.

"There are still a few names to save," she says. "Not many. Be quick, or be nothing."

? Take the stub of the taper and dive for the last names. -> 0738
? (pay resource lamp_oil 2) Pour the Argo's own oil into the Pharos' great lamp. -> 0739
? Let the last lamps go. Wake in the dark. -> return

== 0746 The Swept Stair
The lit stair is shallow and warm underfoot, and each step is a morning you once spent
sweeping it: dew on the stone, the smell of the bakehouse, a sister humming. The steps are
gentle, but they are many, and the deeper ones are colder and heavier with what came after.

delve 8: Walk the swept stair down into the temple, morning by morning.
  success -> 0707
  fail -> 0708

== 0747 Their Patience
You leave the five sleepers breathing slow and even, and close the dormitory door behind you
as softly as you can. The patience of the five comes home with you. For days, nothing on the
Argo seems urgent enough to quarrel about, and the crew sleep through the middle watch.

It is a small gift. It lasts longer than you expect.

> gain_triskelion danger -1 who=each
> gain_triskelion rage -1 who=each
> gain_argo_stat argo_fate -1
-> return

== 0748 One Memory, Given Gently
The Mourner hears you, and bows its long head, and opens the lantern only a little. One light
comes out of it, small as a firefly, and settles on the party leader's palm. It is a single
memory, and it is given gently, and it hurts exactly as much as it should and no more.

Threnos closes its lantern and walks back down the causeway. It will be behind the Argo
tomorrow. It always is. But tonight it was kind.

> gain_mnemos random
> mark 101
> note argo "Threnos carries our memories in its lantern. It follows to give them back."
-> return

== 0749 The Keeper's Name
The faceless keeper tilts its head. Slowly, as you watch, features press up out of its smooth
clay: a brow, a mouth, a chin you know. It is wearing the face of the ninth attendant, the
one who is still asleep deepest in the Argo.

"My name is the one you will give me when you come back," it says. "Go down. I will keep the
lamp until you do." The shears are warm in the party leader's hand.

> gain_argo_stat argo_fate -1

? Climb down the shaft to the root of the light. -> 0722
? Give the shears back. Not yet. -> return

== 0750 A Warning Across Years
You shout. The novice hesitates, her palms lifting a finger's breadth from the altar, and
she looks around the empty temple as if she has heard a gull cry. Then she swears anyway.
You could not change the oath. But far away, in the waking world, on the Coiled Stair, a
woman in a salt crown stops on a landing and does not know why.

The dream goes on around you, and the door to the oath-day is still open.

> gain_doom -1

? Go down into the day of the oath after all. -> 0718
? Wake, with your throats raw from shouting. -> return

== 0751 The Grove-Keeper Answers
Salt crackles in a ring around you in the dream, cool as moonlight, and the fire does not
cross it. The grove-keeper hears her name. She turns her sooty face toward you and lifts a
hand in greeting, as if you were neighbours meeting on a road.

"You could come out," she calls. "It is only fire. It only hurts." The circle will keep you
safe as long as you stay inside it.

> gain_triskelion fate -1

? Step out of the circle and walk into the fire. -> 0726
? Stay in the circle, wave back, and wake. -> return

== 0752 Someone to Keep It
The Builder-Mother lowers her hammer. For a long moment she only breathes, and her breath
is ragged. Then she laughs, softly, the first laugh you have heard in any of these dreams.
"A shipwright," she says. "Good. Shipwrights are stubborn."

She sits on the bench, and for once she rests. The hammer is still lying beside you.

> gain_argo_stat argo_fate -1
> gain_diplomacy tidewright 1

? Pick up the hammer and finish the work while she rests. -> 0730
? Sit beside her until the dream fades. -> return

== 0753 The One Who Did Not Fight
You find her on the temple roof: the Builder-Mother, alone, her hands cupped, catching what
falls. An ember of the Storm-Father. An ember of the Moon-Huntress. She is not fighting.
She is saving what she can, and crying while she does it.

She sees you, and nods toward the sky. "Look," she says. "You have to know who started it,
or it will start again."

> gain_triskelion fate -1 who=each

? Look up at the war, as she asks. -> 0734
? Stay with her and help catch the embers until you wake. -> return

== 0754 Her Own Words
You speak the oath to her before she can swear it: every word, the Builder-Mother's last
breath, every hand that would take it, even my own. The novice goes white. She mouths the
last three words after you, and then she is crying, and she does not know why.

She swears it anyway, a moment later, at the altar. But she swears it knowing that someone
heard, and in the waking world the Salt Crown's next step down the Stair is slower.

> gain_doom -1
> gain_triskelion fate -1 who=each
-> return

// The High Terraces: the Cairnkin cliffs of the north, rope bridges and prayer flags,
// Tektra's old rites and the Knot of Nine that seals the Coiled Stair.
//
// Choice Matrix boxes (56-70):
//   56 the four warm cords (Saro has seen the Knot answer you)
//   57 you know the rite of re-tying
//   58 you caught the salt-priest at the anchor-stones and know his face
//   59 the hermits of Sessane read the eagles for you
//   60 you mended the bridge over the Roped Gorge
//   61 you saw your own face behind Whitefall
//   62 you carry an ember of the Climbers' Hearth
//   63 you charted the Winding Gate
//   64 the Hollow Mountain heard its names
//   65 the Warden went back down the Stair (omega won)
//   66 the Warden roams the terraces (omega lost)
//   67 you spared Tamsin the rope-cutter
//   68 an eagle warned you that the Warden stirs
//   69 you broke the Brine-Sworn drowning-cistern
//   70 Pell placed his first stone
// Secret codes: 0385 (the salt letter), 0390 (an eagle from Sessane).
@chapter hub high_terraces "The High Terraces"

@track α . . . . ω . .
@alpha 0300
@omega 0370

@table
1    0306 craft kin
2    0313 lore
3    0317 kin grief
4    0321 war sea
5    0327 faith lore
6    0333 war faith
7    0340 fire kin
8    0344 lore sea
9-10 0349 grief faith

// ---------------------------------------------------------------- alpha: the Knot of Nine

== 0300 The Rope-Priest of Vessa

The climb from the Lowstair Shallows takes the whole morning. The steps were cut for Cairnkin feet
and are too shallow for yours, so you go up on fingers and knees, past goat pens, past prayer flags
bleached the colour of bone. The air thins. It smells of juniper smoke and wet wool.

Old Saro of the Ropes waits on the highest terrace of Vessa with a coil of grey cord over each
shoulder. His knuckles are knotted like his ropes. Behind him, in a hall cut into the cliff, hangs
the Knot of Nine: nine cords braided thick as a man's arm, dropping into a shaft that breathes cold
air from very far below.

"The seal on the Stair," he says. "Tektra's own servants braided it. This spring it began to slacken."

? Lay your bare hands on the Knot, as if you had done it before. -> 0301
? [diplomacy cairnkin 1] Ask Saro to teach you the rite of re-tying, which no outsider hears. -> 0302
? Ask who has been near the shaft, and go and look at the anchor-stones. -> 0303

== 0301 Four Warm Cords

The cords are cold and stiff with old tallow. Then four of them grow warm under your palms, warm as
a sleeping dog, and the other five stay dead as wet stone. You count without meaning to. Four warm.
Four of you.

Saro has seen it. For a long time he says nothing. When he speaks his voice is very quiet. "We were
told the braiders would come back one day to mend their work. I am eighty-one years old. I stopped
believing most of what I was told."

He touches the party leader's wrist the way a man touches a relic, then lets go, embarrassed.

> mark 56
> gain_diplomacy cairnkin 1
> gain_knowledge 1
-> 0303

== 0302 The Rite of Re-Tying

Saro bars the door of the shaft-hall with a cedar beam and teaches you the rite the way his
grandmother taught him: a knot for every god that fell, a twist for the one who would not fight, a
breath blown into each loop so the rope remembers what it is for. His fingers are quick and sure.
Yours are not.

"Again," he says, every time. The lamp burns down to a blue bead. Your palms split and bleed into
the tallow, and the blood smells like hot bronze.

test wisdom 7+: Hold the whole rite in your head, every knot in its order.
  bonus (pay danger 1) +1
  bonus [skill cunning 2] +1
  bonus diplomacy
  success > mark 57
  success > gain_diplomacy cairnkin 1
  success -> 0303
  fail > gain_triskelion rage 1
  fail -> 0303

== 0303 Salt on the Anchor-Stones

The Knot is tied off on three anchor-stones set into the terrace edge, each carved with a climbing
spiral. Someone has been at them. A white crust feathers the rock where the cords bite. You scrape
it with a thumbnail and taste it: sea salt, carried a long way uphill. Under the crust the cords are
soft and grey, rotting from the inside like a drowned man's rope.

"Brine-Sworn," Saro says, and spits over the edge. "The Salt Crown's priests. They cannot cut
Tektra's knot, so they pray it weak. One day soon it will part, and then the Warden comes up."

? (pay danger 1) Lie out by the anchor-stones tonight in the cold and see who comes. -> 0304
? Go back down to the Argo before dark, and promise Saro you will come when the Knot fails. -> return

== 0304 The Night Watch

The cold comes off the shaft like breath off a river. You lie flat behind a goat wall with your
cloaks over your heads. Long after moonset a figure climbs up from the lower tiers, barefoot and
careful, carrying a clay jar on one hip. It kneels at the first anchor-stone and begins to pour,
whispering. The smell of the sea reaches you even from here.

test cunning 6+: Get close enough to see the face before the priest hears you.
  bonus (pay rage 1) +1
  bonus [matrix 56] +1
  success > mark 58
  success > gain_progress 1
  success -> 0305
  fail > gain_triskelion danger 1
  fail -> 0305

== 0305 What the Dark Showed

The priest bolts at the first scrape of your sandal, light as a goat, and is gone down the ropes
before you can shout. The jar smashes on the terrace. Brine soaks into the old stone.

If you saw the face, it was not a stranger's. It was young, Cairnkin, and it wore no mask at all.
You do not yet know the name. Saro, when you tell him, goes grey and sits down heavily on the wall.

"Then it is one of ours," he says. "Go. Come back when the Knot fails. It will not be long now."

> gain_diplomacy cairnkin 1
-> return

// ---------------------------------------------------------------- 1: the Roped Gorge

== 0306 The Bier at the Roped Gorge
fated 0311

The tide roars through the Roped Gorge like breath through a throat. A Cairnkin funeral party waits
at its lip: six climbers in undyed wool and a bier of lashed ash-poles with a young man on it, his
face painted with ochre spirals. His people bury their dead on the ledges across the gorge, where
the morning sun comes first.

The bridge is three ropes and a prayer. Half its planks are gone and the hand-line is furred and
thin. The climbers look at the bridge, then at you, then at the Argo's bronze far below.

"He fell on the Warden's road," the eldest says. "He deserves the sunrise side."

? (pay resource cedar 1) Cut new planks from the Argo's cedar and mend the bridge first. -> 0307
? Carry the bier across yourselves, all of you on the ropes together. -> 0308
? Tell them the gorge is not worth a second death today, and turn back. -> return

== 0307 New Planks

You lower yourselves onto the bridge with cedar boards strapped to your backs and rawhide in your
teeth. The whole span swings when the tide breathes. Every plank must be lashed by feel, hands
numb, the gorge shouting under you, a Cairnkin girl calling the knots from the near side in a high
clear voice.

test cunning 6+: Lash the planks tight before the wind rises.
  bonus (pay danger 1) +1
  bonus [matrix 57] +1
  bonus diplomacy
  success > mark 60
  success > gain_diplomacy cairnkin 1
  success -> 0309
  fail > gain_triskelion danger 1
  fail -> 0308

== 0308 All on the Ropes

You take the bier on your shoulders, one of you at each pole, and step out. The span sags and
groans. Spray climbs the rock and freezes in your beards and eyebrows. Halfway over the wind turns,
and the bridge begins to twist like a wrung cloth, and the dead man's weight wants to go down.

Nobody speaks. The mourners behind you have begun to sing, low, a climbing song with no words.

group test endurance 6+: Hold the bier level and keep walking.
  0-1 -> 0310
  2-3 > gain_triskelion danger 1 who=group
  2-3 -> 0309
  4 > gain_triskelion danger -1 who=each
  4 -> 0309
  fail > gain_triskelion rage 1

== 0309 The Sunrise Side

The far side is a shelf of pale stone already warm, with old cairns leaning against the cliff like
sleepers. The climbers lay their dead man in a niche facing east and stack stones over him while
the eldest ties a small knot of red cord for each year he lived. There are nineteen.

When it is done they give you bread and goat cheese, and a coil of the red cord, "for whoever you
lose." It is soft and smells of woodsmoke.

> gain_diplomacy cairnkin 1
> gain_gear wayfinder-cord
> gain_mnemos random
-> return

== 0310 What the Gorge Took

The bier slews. One pole slips through the leader's fingers, and then the dead man is gone,
turning once in the spray, and the tide takes him into its throat without a sound you can hear.

On the far ledge the mourners stand very still. Then the eldest climbs down to the lip and ties a
knot of red cord to the bridge rope, one for each year. Nineteen. "The sea had him first, then," she
says. "Maybe it will give him to the Warden's road. Maybe he will climb it again."

She is not angry. That is worse.

> gain_diplomacy cairnkin -1
> gain_despair 1
> note argonaut "Dropped a dead climber into the Roped Gorge."
-> return

== 0311 The Gorge Remembers

You come back to the Roped Gorge. Someone has tied red knots all along the hand-line, hundreds of
them, for every climber who crossed here to bury someone. A widow with a stick waits at the near
side. She is the dead man's grandmother, and she wants to see where they put him before her own
knees fail. She is light as a bundle of sticks and her breath smells of fennel.

? [matrix 60] Walk her across on the cedar planks you lashed yourselves. -> 0312
? (pay danger 1) Carry her across on your back, with the hand-line in your teeth. -> 0312
? Tell her the bridge will not hold two, and stay with her at the lip to watch the sun come up. -> return

== 0312 A Grandmother's Knot

On the sunrise side she finds the cairn without being shown, by the red knots. She sits down beside
it with a grunt and talks to it for a long time, mostly scolding, about goats and a girl in Highcairn
he should have married. Then she unpicks one red knot from her own belt and ties it round the
party leader's wrist.

"He was the last one who carried me," she says. "Now you are. Do not fall on the Warden's road."

> boon "Red Knot of the Gorge"
> gain_diplomacy cairnkin 1
-> return

// ---------------------------------------------------------------- 2: the Eyrie of Sessane

== 0313 The Eagle-Readers

The Eyrie of Sessane is a hut of flat stones on a needle of rock so high that clouds drag their
bellies across its roof. Three hermits live there in cloaks sewn from moulted feathers. They read
the weather, the harvests and the deaths of kings from the way the eagles fly.

The eldest, Ama Sessane, has a face like a dried fig and one clouded eye. "The birds are flying
wrong," she tells you. "All spring they circle downward. Down and down, toward the sea. Toward the
Stair. I have never seen them do it. My teacher never saw it either."

Above the hut, on the very tip of the needle, the oldest eagle sits on a nest and will not leave it.

? Sit the night vigil with the hermits and read the flights yourselves. -> 0314
? (pay danger 1) Climb the last of the needle to the old eagle's nest, where no rope can be tied. -> 0315
? Thank her, and go back down before the clouds close in. -> return

== 0314 The Long Vigil

You sit on cold stone with feathers in your lap and watch the sky go from copper to ash. The
hermits do not speak. Now and then Ama touches your arm and points with her chin: that one, there,
see how it drops its left wing. By moonrise you are seeing what she sees, or think you are.

Then the eagles rise together from every ledge on the cliffs, hundreds of them, and begin to turn.

roll d10
  1-3 > gain_doom 1
  1-3 > note argo "The eagles of Sessane spiralled down into the Stair."
  1-3 -> 0316
  4-10 > mark 59
  4-10 > gain_knowledge 1
  4-10 -> 0316

== 0315 The Old Eagle's Nest

There is no rope above the hut, only cracks in the rock and the wind trying to peel you off it. The
old eagle watches you come the whole way, head turning, eye like a disc of amber. The nest is a
heap of sticks and bones and, woven through it, the bright things eagles steal: a bronze ring, a
child's bead, a climbing spike green with age.

test courage 7+: Reach into the nest while the eagle watches.
  bonus (pay fate 1) +1
  bonus [boon "Red Knot of the Gorge"] +1
  success > gain_gear cliff-spikes
  success > mark 59
  success -> 0316
  fail > gain_triskelion danger 2
  fail > affliction "Eagle-Torn"
  fail -> 0316

== 0316 Ama's Promise

Ama Sessane walks you to the top of the ropes. She has decided something about you; you can tell by
how she holds her mouth.

"The Warden is not asleep any more," she says. "It is listening. When it starts to climb, the
eagles will know a day before any of us. I will send you one. Watch your masts for a bird with a
red cord on its leg, and when it comes, do not finish your supper. Come."

She presses a long brown feather into the leader's hand. It smells of sun and old blood.

> code 0390
> gain_diplomacy cairnkin 1
-> return

// ---------------------------------------------------------------- 3: the Cairn of First Steps

== 0317 The Cairn of First Steps

Every Cairnkin child stacks one stone on this cairn before their first real climb. It has been
growing for a thousand years and is taller than a house, pale and lumpy as a termite hill, and
every stone on it is a small life begun.

A boy sits at its foot with a river stone in his lap. His name is Pell and he is nine. His whole
family was on the lower tier when last winter's slide came down. The rite says that a kinsman must
hold the rope for a child's first climb. Pell has no kinsman. He has been waiting here three days.

"You are not anybody's," he says, looking you over. "Neither am I."

? Hold his rope as his kin, and climb the first pitch with him. -> 0318
? [matrix 56] Ask Saro to name you rope-kin to the boy before the whole terrace. -> 0319
? Tell him a Cairnkin must do it, and go and find one for him. -> return

== 0318 The First Pitch

The pitch is only as high as three men, but Pell climbs it as if it were the sky. You pay out the
rope behind him, hand over hand, feeling every tremble of his weight come down the line. Halfway up
he stops and looks back, very white, and you can see him decide not to cry.

"Talk to me," he says. So you do.

test endurance 6+: Hold the rope steady, and keep talking.
  bonus (pay danger 1) +1
  bonus [boon "Red Knot of the Gorge"] +1
  bonus diplomacy
  success -> 0319
  fail -> 0320

== 0319 A Stone Placed

Pell reaches the top and does not look down. When he comes back he climbs the old cairn with his
river stone, higher than anyone thinks he should, and sets it on a ledge near the top, and the
terrace people who have gathered cheer him like a champion.

Afterwards his grandmother's sister, whom nobody had remembered, comes to claim him. Before he goes
he gives you a second stone from his pocket. "For your first climb," he says. "Since you do not
remember it."

> mark 70
> gain_diplomacy cairnkin 1
> gain_mnemos random
-> return

== 0320 A Stone Dropped

His foot skids. The rope burns through your palms down to the meat and then holds, and Pell swings
against the rock, whimpering, and the river stone falls out of his shirt and bursts on the ledge
below into two clean halves.

He climbs again anyway, shaking, and reaches the top. You carry him down. He sets one half of the
stone on the cairn and gives you the other, wet with his nose. "Half each," he says. "That is what
kin is."

> mark 70
> gain_triskelion danger 1
> affliction "Rope-Burnt Hands"
> gain_mnemos random
-> return

// ---------------------------------------------------------------- 4: the avalanche bells

== 0321 The Avalanche Bells

The spring melt comes all at once. You hear it first as a crack like a tree splitting, far above,
and then the avalanche bells start: bronze bells hung on every tier, rung by hand, one after
another down the cliff, so the sound falls faster than the snow can.

High over the goatherds' tier a cornice the size of a temple is leaning out. Below, in the
Lowstair Shallows, the Argo rides at anchor right under the slope. The highest bell, the one that
warns the lower tiers, hangs silent. Its ringer is nowhere.

? Run for the shallows and get the Argo out from under the slope. -> 0322
? peril Climb to the silent bell under the cornice and ring it. If the cornice goes, it takes you. -> 0323
? [matrix 59] Trust what the eagles told you: the slide will break left. Go right, and dig. -> 0325

== 0322 Under the Slope

You reach the Argo with the noise of the slide already behind you, a sound like a hundred herds
running. There is no time to raise the anchor; you hack its cable with a bronze adze. The Argo
shudders, and you all feel it under your feet like a held breath, and her hull begins to move.

argo test 6+: The Argo swings clear before the snow hits the water.
  success > gain_triskelion danger -1 who=each
  success -> 0325
  fail > gain_argo_stat hull -1
  fail > gain_argo_stat crew -1
  fail -> 0325

== 0323 The Silent Bell

The ringer is lying beside the bell with a broken leg, grey-lipped, the rope still in his fist. The
cornice hangs right over you. It creaks, and a trickle of snow hisses down past your faces. You
take the rope from him. The bell is old, green bronze; its voice is deep enough to feel in your
teeth.

test courage 7+ peril: Ring it until the lower tiers answer, and do not look up.
  bonus (pay danger 1) +1
  bonus (pay rage 1) +1
  bonus [skill endurance 3] +1
  success > gain_diplomacy cairnkin 2
  success > gain_progress 1
  success -> 0325
  fail -> 0324

== 0324 Under the Snow

The cornice lets go on the third peal. The world becomes white and very loud, then white and
silent. The party leader is under it somewhere, with the bell-ringer and the bell.

The rest of you dig with hands and adzes and bowls and bare stubbornness, the goatherds beside you,
probing the snow with long poles and calling a name into it.

group test endurance 6+: Dig, and keep digging.
  0 > kill
  0 > new_argonaut
  0 -> 0326
  1-3 > affliction "Frost-Bitten"
  1-3 > gain_triskelion danger 1
  1-3 -> 0325
  4 -> 0325
  fail > gain_triskelion rage 1

== 0325 When the Snow Stops

The slide stops. The goatherds' tier is half buried and the lower tier wholly so, and the bells go
on ringing for a while out of habit. People come out of the snow one by one, coughing, counting.
The counting goes on a long time.

Most of them are there. A goat is born that evening in a half-buried pen, wet and indignant, and
the goatherds laugh at it harder than it deserves. They bring you split cedar from the broken
trees, more than they can burn, and a bowl of hot milk each.

> gain_resource cedar 2
> gain_diplomacy cairnkin 1
-> return

== 0326 The Bell-Ringer's Song

They find the party leader at dusk, under the bell, curled around the bell-ringer, who is alive.

The Cairnkin bury your Argonaut on the goatherds' tier, standing up, facing the sea, with the old
bell hung over the grave. The ringer limps to it every morning on a crutch and rings it once. Down
in the Argo, in a hold that was empty yesterday, something stirs and opens its eyes.

> gain_diplomacy cairnkin 2
> note argo "An Argonaut lies under the avalanche bell of the goatherds' tier."
-> return

// ---------------------------------------------------------------- 5: the faces behind Whitefall

== 0327 The Faces Behind Whitefall
fated 0331

Meltwater pours off the heights of Whitefall in veils so thin the sun comes through them in bands.
Behind the veils, cut into the wet black rock, are faces. Nine of them, each taller than a mast,
eyes closed, mouths a little open as if caught between one breath and the next.

A veil-keeper in a sodden sheepskin tends a fire at the pool's edge. "Tektra's servants," she says.
"The nine who braided the Knot. We keep the water running over them so they will not wake before
they are wanted." She squints at you. "Strangers do not usually stare at them like that."

? Step through the freezing veil and stand face to face with the stone. -> 0328
? [diplomacy cairnkin 2] Ask the keeper to let you touch the faces, which only keepers may do. -> 0329
? Leave the faces to their water and their sleep. -> return

== 0328 Through the Veil

The cold of the water punches the air out of you. Then you are through, on a ledge slick with
green weed, in a roaring grey dark. The face in front of you is worn nearly smooth by the falling
water. The nose is gone. The mouth is gone. Only the line of one cheekbone remains, and a small
scar above the brow that the carver must have loved, because it is cut so carefully.

The party leader lifts a hand to their own brow and finds the same scar.

test will 7+: Stay in the cold until you are sure, and do not run.
  bonus (pay danger 1) +1
  bonus (pay fate 1) +1
  success -> 0330
  fail > gain_triskelion danger 1
  fail > gain_fated_mnemos
  fail -> 0330

== 0329 The Keeper's Leave

The keeper leads you behind the veils by a dry path only keepers know, under an overhang where the
water falls in front of you like a curtain of glass. She lets you lay your palms on the stone cheeks
one by one. Most are cold. Four are not.

At the fourth warm face the party leader stops. The stone is rough under their hand, and then it is
not stone at all but skin, and a memory is coming up through it like a swimmer through dark water,
fast, and there is something wrong with its face.

delve 9: Go down to meet it.
  success > gain_mnemos random
  success -> 0330
  fail > gain_fated_mnemos
  fail > gain_triskelion danger 1
  fail -> 0330

== 0330 Your Own Face

You come out into the sunlight shaking and blue-lipped. The veil-keeper wraps you in her sheepskin
without a word and puts you by her fire. After a while she says, not looking at you, "My mother
told me that when the nine came back, they would not know their own faces. I thought it was a story
for children."

She gives you dried apricots and a clay jar of rendered fat for your cracked hands. When you leave
she is scrubbing moss off the fourth face with a fistful of heather, very gently.

> mark 61
> note argonaut "Saw my own face carved behind the falls of Whitefall."
> gain_knowledge 1
> timeline dream 3 "A Dream of Pharos"
-> return

== 0331 The Smashed Face

You come back to Whitefall and the water is running red-brown with grit. In the night someone has
climbed behind the veils with hammers. Two of the nine faces are broken away to raw pale rock, and
on the ledge below lie salt-crusted masks, dropped in haste, and the veil-keeper's bloody sheepskin.

She is alive, in a cave above the pool, with a gashed scalp and a hammer she took from one of them.
"They were looking for the warm ones," she says. "They did not find them. I moved the water."

? [matrix 61] Stand guard by your own face tonight while she turns the water back. -> 0332
? (pay danger 1) Help her turn the water back, then follow the salt-priests' trail down. -> 0332
? (pay resource bronze 1) Leave her bronze for a healer in Vessa, and go. -> return

== 0332 The Watch Behind the Water

All night you crouch on the weed-slick ledge behind the falls with the roar in your bones, while
the keeper and her cousins dig the old channels clear above you. Near dawn the water bends back
over the faces with a sound like a long sigh. Two lanterns come up the path from the sea, stop, and
go away again.

In the morning the keeper gives you one of the salt masks, cracked down the middle. Inside, someone
has scratched a name in Cairnkin script: *Tamsin*.

> gain_diplomacy cairnkin 1
> gain_progress 1
> note argo "A salt mask from Whitefall bears the name Tamsin."
-> return

// ---------------------------------------------------------------- 6: salt on the ledges

== 0333 The Drowning-Cistern
fated 0337

Below Highcairn, on a ledge hidden from the terraces by an overhang, someone has cut a cistern into
the rock and filled it with seawater carried up in jars. The smell reaches you first: brine and
rotten weed and wet rope, far too high above the sea. Five figures in salt-crusted masks stand
round it, chanting. Two of them hold a rope.

On the end of the rope is a Cairnkin rope-maker, bound at wrist and ankle. They lower her in.
They count. They pull her up, gasping. They lower her in again. Each time, the priests dip a hank
of grey cord into the brine beside her and hold it up dripping to the sky.

"They are drowning her to drown the rope," the party leader says, and knows it is true.

? Go over the overhang at them, all of you at once, before the next count ends. -> 0334
? Climb round beneath the ledge, cut the rope-maker free, and be gone before they see. -> 0335
? There are five of them and this is not your sea. Climb away and tell Saro. -> return

== 0334 Over the Overhang

You drop onto the ledge among them. The masks turn together, too slowly, like the heads of sheep.
The Brine-Sworn fight with hooked knives and jars of brine flung into your eyes, and they fight
silently, which is the worst of it, no shouting at all, only the scuff of feet and the slap of
water.

group test fury 6+: Break them before they can drown her.
  0-1 > gain_doom 1
  0-1 > affliction "Brine-Blinded"
  0-1 -> 0336
  2-3 > gain_progress 1
  2-3 -> 0336
  4 > gain_progress 1
  4 > gain_resource ichor 1
  4 -> 0336
  fail > gain_triskelion danger 1

== 0335 Beneath the Ledge

You go round under the ledge on fingertips and toes, the wind trying to pluck you off, the chant
going on just above your heads. The rope hangs down over the lip into the cistern's overflow
channel. From here you can reach it. From here, if anyone looks over, you are a fly on a wall.

test cunning 7+: Cut her free and drag her down without a sound.
  bonus (pay danger 1) +1
  bonus [matrix 58] +1
  bonus [skill endurance 2] +1
  success > gain_progress 1
  success > gain_diplomacy cairnkin 1
  success -> 0336
  fail > gain_triskelion danger 1 who=each
  fail -> 0334

== 0336 The Salt Letter

When it is over the rope-maker sits wrapped in your cloaks, vomiting seawater and swearing. Her
name is Hadra and she is Saro's niece. The Brine-Sworn are gone, fled or fallen. You tip the
cistern over the edge and the brine goes down the cliff in a long white tongue.

In the slime at the bottom lies a letter of knotted salt-cord, the kind Oressa's priests use, sealed
with a thumb of wax the colour of a garnet. None of you can read it. Hadra cannot either. "Saro's
old teacher could," she says. "She lives at Ilyra now. Give it time; a knot keeps."

> mark 69
> code 0385
> gain_diplomacy cairnkin 1
-> return

== 0337 The Masks Come Back

The Brine-Sworn have not forgotten who broke their cistern. On the narrow path down from Highcairn
you find a salt mask hung on a peg at head height, then another, and another, a whole line of
them, empty eyes all facing the way you came. Further on, the path has been wetted with brine. It
will be glass-slick where it turns the corner above the drop.

Somewhere above you a soft chant has started.

? [matrix 69] Climb straight up at the chant: they are fewer now, and you know how they fight. -> 0338
? (pay resource cedar 1) Lay cedar boards over the brine and walk down carefully. -> return
? Run the slick corner before they can close the path behind you, and risk the drop. -> 0339

== 0338 Up at the Chant

You go up the scree at them with the sun behind you. There are only three now, and one is limping.
They have no cistern and no rope-maker and no courage left in them without their water, and their
chant falters into ordinary breathing as you come. Still, they draw the hooked knives.

test fury 6+: Drive them off the mountain for good.
  bonus (pay rage 1) +1
  bonus [matrix 58] +1
  success > gain_progress 1
  success > gain_gear coilhook-sickle
  success -> return
  fail > gain_triskelion danger 1
  fail > affliction "Salt-Cut"
  fail -> return

== 0339 The Slick Corner

You run. The brine has frozen in the shade into a skin of salt-ice, and the corner above the drop
is the length of three strides, and then two, and then the party leader's heel goes out from under
them and there is nothing at all to hold except the air and the hand of whoever is behind.

roll d10
  1-3 > gain_triskelion danger 2
  1-3 > affliction "Cracked Ribs"
  1-3 -> return
  4-10 > gain_triskelion rage 1
  4-10 -> return

// ---------------------------------------------------------------- 7: the Climbers' Hearth

== 0340 The Climbers' Hearth

The Hearth of Climbers is a lodge in a cave mouth, hung with frayed ropes that were retired with
honour. Old climbers live here when their fingers will no longer close: seven of them, leathery,
loud, missing toes. In the middle of the floor burns a fire with no wood in it. It rests on bare
rock, a coal the size of a loaf, and it has burned without feeding for longer than anyone has
been counting.

"Fell out of the sky in the Sundering," says Dorra, the eldest, who is blind and laughs at
everything. "Out of the Lame-Smith's forge, when they broke it. We are the last ones who will sit
with it. Young ones want to climb, not sit." She turns her white eyes toward you. "You have a ship.
Ships have hearths."

? Carry an ember out in your bare hands, as the old rite says it must be carried. -> 0341
? (pay resource bronze 2) Cast a bronze firepot in the Hearth itself and carry the ember in that. -> 0342
? Sit with the old climbers by their fire and ask for their stories instead. -> 0343

== 0341 An Ember in the Hand

Dorra breaks a bead of fire off the coal with two iron tongs and drops it into the party leader's
cupped palms. It does not burn, exactly. It sings: a thin high note that goes up through the bones
of your arms and into your teeth, and every part of you wants to open your hands.

"Down to the ship," Dorra says. "Do not run. Fire hates a coward."

test will 7+: Carry the singing ember all the way down the cliff.
  bonus (pay fate 1) +1
  bonus [skill endurance 2] +1
  bonus diplomacy
  success > gain_triskelion rage -1
  success -> 0342
  fail > affliction "Ember-Scarred"
  fail -> 0343

== 0342 A Hearth on the Argo

You set the ember down on the bronze floor of the Argo's lowest hold, where it is always warm. It
settles there as if it had been looking for that spot for a long time. The metal around it flushes
a deep colour like a blush, and in the dark holds further in, something large turns over in its
sleep and sighs.

The smell of a smithy fills the ship: hot iron, charcoal, sweat. Nobody on board can say why it
feels like coming home.

> mark 62
> gain_godform lame-smith
> unlock_awakening
> gain_diplomacy ashvowed -1
-> return

== 0343 Stories by the Fire

The old climbers talk all night. Who fell and who did not. Who married whom on which ledge. The
year the eagles nested in Highcairn's bell tower. The winter Saro, young and stupid, climbed the
Whitefall ice for a girl and lost two toes and did not get the girl. Dorra laughs until she wheezes.

Near dawn she puts her dry old hand on the party leader's face and feels it all over, like
bread dough. "I know this face," she says, puzzled. "I do not know from where. From before my
grandmother, maybe." Then she goes to sleep sitting up.

> gain_mnemos random
> gain_triskelion danger -1 who=each
> gain_diplomacy cairnkin 1
-> return

// ---------------------------------------------------------------- 8: the Winding Gate

== 0344 The Winding Gate
fated 0348

Two cliffs lean together over a channel so narrow that the Argo's oars would scrape both walls at
once. The passage twists back on itself like a snake biting its tail. The water inside is black
and still and smells of cold iron. Every turn is marked with a small cairn on a ledge, but the
cairns contradict one another, and some of them are old enough to be lying.

A Cairnkin pilot lounges on the last ledge outside with her feet in the water. She is perhaps
sixteen and very sure of herself. "A pearl," she says, "and I will take your big bronze fish
through. Or go in alone. People do. Some of them come out."

? (pay resource pearl 1) Hire the pilot, and let her stand at the prow. -> 0345
? Trust the old cairns and take the Argo in yourselves. -> 0346
? [tech tide_organ] Let the Tide Organ listen to the walls and sing you through. -> 0347

== 0345 The Pilot's Way

The pilot stands at the prow and calls the turns in a bored voice, as if reading a list of goats.
Left. Left. Hard right. Ship oars. The walls slide by close enough to touch, slick with weed,
and in one place carved with a spiral that you feel more than see. The Argo's hull hums against
the rock like a tuning fork.

argo test 5+: Scrape through without holing the hull.
  success > gain_triskelion danger -1 who=each
  success -> 0347
  fail > gain_argo_stat hull -1
  fail -> 0347

== 0346 By the Old Cairns

You go in by the cairns. It is colder at every turn. The light goes grey, then green, then a
colour with no name. Twice you find yourselves facing a turn you are sure you have already
taken. The crew start to whisper, and one of them swears that the walls are moving when nobody
is looking at them.

roll d10
  1-3 > gain_argo_stat crew -1
  1-3 -> 0345
  4-10 > gain_knowledge 1
  4-10 -> 0347

== 0347 Through the Gate

The Argo noses out of the last turn into open water, wide and pale and still, and far off across
it, a darker patch on the sea where nothing reflects: the mouth of the Coiled Stair. From here, for
the first time, you can see the line of the Cairnkin terraces running down toward it like a hand
reaching for a ledge.

Someone on deck has been sketching the turns the whole way on a scrap of sailcloth with charcoal.
It is not a good chart. It is better than none.

> mark 63
> gain_progress 1
-> return

== 0348 The Gate Has Moved

The Winding Gate is not as you left it. Where there was open water there is now a wall, curved and
ridged and pale as a seashell, rising out of the sea and grown fast to both cliffs. The channel
now turns where it never turned before. The cairns are all wrong. The pilot girl sits on her ledge
with her knees drawn up and will not go in for any number of pearls.

"It was not there at new moon," she says. "The Warden is growing walls. It is waking up."

> gain_doom 1
? [matrix 63] Lay your charcoal chart over the new walls and find where the old channel still runs. -> 0347
? Take the Argo in blind, along the new walls. -> 0346
? Leave the Gate to its walls. -> return

// ---------------------------------------------------------------- 9: the Hollow Mountain

== 0349 The Hollow Mountain
fated 0353

The whole mountain rings like a bell. You feel it before you hear it, a hum in the soles of your
feet. At dusk the Cairnkin of the mountain strike it with a cedar beam hung on ropes, and one of
them calls out the names of the dead gods into the echo, one name to each stroke, so that whatever
sleeps under the mountain's ribs hears them and goes on sleeping.

Tonight there is no voice. Ivo, the name-caller, sits by the beam with a wool scarf round her
throat and a fever in her eyes. She has lost her voice. She is weeping silently, with fury.

"If nobody calls," her husband says, "it will wake. Or the names will go out like lamps. Nobody
knows which is worse."

? Call the names yourselves, while Ivo whispers them to you one by one. -> 0350
? peril Go down under the ribs with a torch and see for yourselves what sleeps there. -> 0351
? Leave them to their silent mountain before the dark comes down. -> return

== 0350 The Names

Ivo whispers; you shout. Each stroke of the beam goes through you like a wave through a hull, and
each name goes out into the hum and comes back changed, bigger, as if the mountain were trying
them in its own mouth. Some of the names you say with a strange ease, as though you had said them
every evening for years, long ago.

group test will 6+: Call every name clearly, all the way to the last.
  0-1 > gain_doom 1
  0-1 > gain_despair 1
  0-1 -> 0352
  2-3 > mark 64
  2-3 -> 0352
  4 > mark 64
  4 > gain_summoning ourea-of-the-high-ledge
  4 -> 0352
  fail > gain_triskelion fate 1

== 0351 Under the Ribs

Under the mountain is a cave as big as a harbour, and its roof is ribbed like the inside of a
shell. It is a shell: the Warden's old one, the coil it outgrew and left here a thousand years ago,
pale and whorled and warm to the touch. Something in the deepest whorl still breathes, slow as
tides. It is not the Warden. It is what the Warden dreamed while it slept here, and it has noticed
you.

roll d10
  1-4 > gain_fated_mnemos
  1-4 > gain_triskelion danger 1
  1-4 -> 0352
  5-10 > gain_resource ichor 1
  5-10 > gain_knowledge 1
  5-10 -> 0352

== 0352 What Goes On Living

Ivo's fever breaks in the night. At first light she goes out to the beam and croaks one name, just
one, in a voice like a gull with a cold, and the mountain answers her with a hum so warm it brings
the goats running. Her husband laughs and cries at once.

They send you down the mountain with a cedar-wood whistle that plays one low note, "to wake
whatever you need woken," and a skin of the sour mountain wine, which is terrible.

> gain_diplomacy cairnkin 1
> gain_gear cairnkin-horn
-> return

== 0353 The Mountain Is Quiet

You come back to the Hollow Mountain and it is silent. No hum, no ringing. The cedar beam hangs
still. Ivo meets you at the path, her voice come back hoarse and low, and she looks years older.

"It stopped the night the Knot first slackened," she says. "Whatever sleeps under there is not
sleeping. It is holding its breath." She holds out the beam's rope. "Strike it with me. If the
mountain still knows the names, it will answer."

? (pay despair 1) Strike the beam with her and call every name into the silence, however it hurts. -> 0354
? [matrix 64] Call only the one name the mountain answered loudest last time, and wait. -> 0354
? Tell her you cannot stay, and leave her holding the rope. -> return

== 0354 One Name

The last name you call is the Builder-Mother's own, and then you wait. For a long time, nothing.
Then, very far down, so low it is more a pressure than a sound, the mountain hums. Once. Like a
sleeper who hears its name and turns over and does not wake.

Ivo sits down on the path and puts her face in her hands. "It knows," she says. "It still knows."

> gain_progress 1
> gain_triskelion fate -1 who=each
-> return

// ---------------------------------------------------------------- omega: the Warden climbs

== 0370 The Knot Parts

You hear it from the sea: a crack like a mast going, then another, then a long tearing groan
that comes up out of the shaft above Vessa and rolls down every tier. The Knot of Nine has parted.

By the time you reach the top, the cut cords are whipping in the updraught and the cliff is
shaking. Far below, hooked legs the size of cedar trunks find the terraces one by one. A shell the
colour of old bone grinds up over the lower tiers, and where it passes, walls of shell-stone rise
out of the rock and fold the town into a maze.

Saro stands at the shaft, a cord end in each bleeding fist. By the anchor-stones a young
Cairnkin woman kneels with a bronze knife, sawing at the last cord that holds.

? [matrix 58] You know that face. Go for the rope-cutter before the last cord parts. -> 0371
? [matrix 68] The eagle warned you in time: you are at the anchor-stones before her. Take the knife. -> 0371
? [matrix 57] Take the cut ends from Saro and re-tie the Knot while there is still a Knot to tie. -> 0372
? Wake the Titans and meet the Warden on the terraces before it reaches the top. -> 0373

== 0371 Tamsin

You catch her wrist. The knife clatters on the stone. She is Saro's apprentice, Tamsin, nineteen,
with rope-calluses like his and salt dried white in her hair. She does not fight you. She only
looks at the last cord, which has held.

"My mother went into the sea off the lower tier," she says. "Two winters ago. The Salt Crown's
priests said that when their lady is a god she will give the sea's dead back. All I had to do was
cut a rope." Behind her Saro makes a sound like a man who has been struck.

> gain_progress 1
? Spare her, and put the cut ends in her hands: let her tie back what she cut. -> 0374
? (pay rage 1) Throw her knife down the shaft and leave her to the Cairnkin's judgement. -> 0373

== 0372 Re-Tying the Knot

Saro shows you once, fast, shouting over the grinding of the shell below. Then he puts the cut ends
into your hands. The cords kick like live snakes. You tie as you were taught, a knot for every god
that fell, a twist for the one who would not fight, and you breathe into each loop, and the cliff
bucks under your knees.

group test will 6+: Tie the Knot of Nine while the Warden climbs.
  0-1 > gain_doom 1
  0-1 -> 0373
  2-3 > gain_progress 1
  2-3 -> 0373
  4 > gain_progress 2
  4 -> 0373
  fail > gain_triskelion danger 1

== 0373 The Warden on the Terraces

There is nothing left to do but fight it. The Titans come up out of the Argo's holds in the last
light and climb the cliff as if they remember how, bronze hands on the old Cairnkin steps. Ammonax,
the Coiled Warden, turns its great shell toward them. Its walls rise. The terraces become a maze,
and the maze has a heart, and the Warden is waiting in it.

Saro starts a climbing chant behind you, and one by one all of Vessa takes it up.

-> battle ammonax 2 win=0375 lose=0376

== 0374 Tamsin's Knots

Tamsin ties with her eyes shut and tears running off her chin, faster than you, faster even than
Saro, knot and twist and breath. When she finishes, the Knot shudders and the cords stop kicking
and hum instead, low, like a held note. Far below, the Warden pauses on the cliff and lifts its
hooked forelegs, as if listening.

It does not stop. But it is slower now, and it is listening.

> mark 67
> gain_diplomacy cairnkin 1
-> 0373

== 0375 Back Down the Stair

The Warden gives way. Not beaten, exactly: reminded. It backs down the cliff the way it came,
tier by tier, its walls crumbling behind it into rubble and sand, and at the bottom it slides into
the dark water over the mouth of the Stair and settles there, and the Knot of Nine draws tight
with a sound like a great breath let out.

All night Vessa sings. In the morning Saro teaches your Titans' riders the climbing chant of the
Cairnkin, which has never been taught to anyone who was not born on the cliffs.

> mark 65
> gain_technology wardens_song
> gain_diplomacy cairnkin 2
> gain_progress 1
? [matrix 56] Go down the shaft with Saro to tie the last knot, where the warm cords end. -> 0377
? [matrix 67] Ask Saro what is to become of Tamsin, who tied back what she cut. -> 0378
? Leave the last knot to the Cairnkin, and sleep for a day. -> return

== 0376 The Warden Roams

The Titans fall back down the cliff, battered, and the Warden goes on climbing. It does not come
for the Argo. It does not come for anyone. It settles across the top three tiers of Vessa like a
hen on a nest, and its walls fold the upper town into a maze that no one can find their way
through, and it stays there. The mouth of the Stair, far below, lies unguarded.

Saro leads the people of the upper tiers down the back ropes by torchlight. Nobody is left behind.
At the bottom a child asks him where they will live now. "Lower," he says. "We have lived lower
before."

> mark 66
> gain_doom 1
> gain_argo_stat crew -1
> gain_diplomacy cairnkin -1
if [matrix 62] -> 0379
-> return

== 0377 The Last Knot

The shaft goes down further than any rope should reach. Saro lowers you on his own back-line, and
at the bottom, in a chamber where the air smells of old incense and deep water, the nine cords end
in nine bronze rings set in a wall. Four of the rings are warm. Beside each warm ring someone has
scratched a name into the bronze, long ago, in a hand the party leader knows, because it is theirs.

You tie the last knot. Saro, above, weeps and will not say why.

> gain_pattern pattern_stair_glaive
> gain_mnemos random
> note argo "Four names are scratched beside the warm rings at the bottom of the Knot shaft."
-> return

== 0378 Saro's Heir

Saro is quiet for a long time, turning a cord end over in his ruined hands. "She cut it," he says
at last. "She also tied it. Faster than I could. Faster than I ever could." He looks at Tamsin,
who is asleep against the anchor-stone with her mouth open, like a child.

"I am eighty-one," he says. "The Knot will want a keeper who knows exactly how it breaks." In the
morning he gives Tamsin his two grey coils, and gives you the bronze knife she used, so that she
will never have to see it again.

> gain_gear serrated-edge
> gain_diplomacy cairnkin 1
> note argo "Tamsin keeps the Knot of Nine after Saro."
-> return

== 0379 The Hearth Holds

That night the people of the upper tiers sleep in the Argo's lowest hold, packed shoulder to
shoulder around the ember you carried down from the Climbers' Hearth. It sings its thin high note
all night and keeps two hundred people warm who have nothing left but what they wore. A baby is
born there before dawn. They name her for the fire.

Saro sits awake by the ember with his hands spread to it. "So," he says. "We are not finished."

> gain_diplomacy cairnkin 1
> gain_argo_stat crew 1
-> return

// ---------------------------------------------------------------- secret codes

== 0385 The Salt Letter Read

A Cairnkin runner finds the Argo with a bundle wrapped in oilcloth. Inside is the salt letter from
the drowning-cistern, and a strip of bark covered in an old woman's careful writing: Saro's teacher
has read the knots for you.

It is a list. Names of lamp-keepers of Ilyra, each with a number of pearls beside it, and at the
bottom, in the Salt Crown's own knot: *When the lamps gutter, the names go out. When the names go
out, no one will remember who should stop me.*

> gain_knowledge 1
> note argo "The lamp-keepers of Ilyra take the Salt Crown's pearls."
? (pay resource pearl 1) Send the list on to Ilyra's lamp-wardens on the fastest skiff you can hire. -> 0386
? Keep the list secret until you can take it to Ilyra yourselves. -> return

== 0386 A Warning Sent

You hire a Tidewright skiff and a crew who ask no questions, and pay them double to ask none later.
The skiff goes off into the haze toward the middle of the sea, very small. You will never know
whether it arrived. But three nights later the sky over Ilyra, low on the horizon, seems a little
brighter than it was, as if someone there had trimmed a great many wicks.

> gain_progress 1
-> return

== 0390 An Eagle at the Masthead

At dawn an eagle lands on the Argo's mast and grips it so hard the wood creaks. There is a red cord
tied round its leg, knotted in the rope-speech of the Cairnkin. The knots say one thing, over and
over, the way a frightened person repeats themselves: *It climbs. It climbs. It climbs.*

The eagle stays long enough to be sure you have read it, then lifts off north toward the terraces
without looking back.

> mark 68
> gain_doom 1
-> return

// Special Events of Cycle I: The Coiled Stair. Paragraphs 0800-0899.
// Events are read by name: by the engine (rude_awakening, campaign_loss, campaign_victory) or
// by a story paragraph (`-> special threnos_sings`).
@chapter special "Special Events"

@event rude_awakening 0800
@event campaign_loss 0810
@event campaign_victory 0820
@event threnos_sings 0830
@event mutiny_of_oars 0840
@event salt_in_the_water 0850

== 0800 Rude Awakening

In the hold, one of the wax seals cracks with a sound like a knuckle. Honey-and-salt smell floods
the companionway. Someone is climbing out of a sleeping-niche on shaking legs, bronze-bright and
naked and blinking, with no name and no past and the Argo's hum already in their bones.

They look at the empty hammock where one of you slept. They do not know whose it was. They lie
down in it anyway, and the ship, which has lost one of its own, warms under them.

> new_argonaut
-> return

== 0810 The Last Sleep

The last of Tektra's waking servants lies down in a niche of the Argo's hold because there is
nowhere else to lie. The wax seals are all broken. No one is left behind them to wake.

The ship's hum sinks to a murmur, and then to the slow beat of something sleeping. Above it, in
Meriphon's harbour, the shipwrights come back with their crowbars. Far to the south, at the bottom
of a stair, a woman in a crown of salt kneels down to drink, and no one comes to stop her.

-> defeat "The last of Tektra's servants fell asleep, and the Salt Crown went down the Stair alone."

== 0820 The Sea Without a Master

The Coiled Stair is still. Its last pool is empty, or drunk by the stone, or poured out by a
hand that changed its mind; it does not matter which. No one will climb down there to become a
god again.

Meriphon's harbour fills with boats that have come to see the Argo: Tidewright cutters, Cairnkin
ferries, an Ashvowed galley with its rams shipped. In Ilyra the lamps are lit again, one name at
a time. The Argo hums in the red water, warm and patient, and waits to be told where to go next.

> gain_technology mnestis_theatre
-> victory

== 0830 The Mourner Sings

The song is not loud. It is a woman humming over a cradle, a man singing at a grave, a whole
temple of voices going quiet at once. It finds each of you where you lie and sits down beside
you, and shows you, gently, everything you lost and have not yet remembered losing.

group test will 6+: Hear the song to its end without breaking.
  0-1 -> 0831
  2-3 -> 0832
  4 -> 0833
  fail > gain_despair 1

== 0831 Broken by the Song

By dawn the song has gone, and so have some of you, in the way that matters. One lies curled in a
hammock and will not eat. One has carved a word over and over into the deck: a name none of you
knows. The Argo's hum is low and uncertain, like a hand feeling for a wall in the dark.

The wax seals in the hold are wet, as if the sleepers had wept.

> gain_fated_mnemos who=random
> gain_doom 1
-> return

== 0832 Held Together

You get through the night by talking: about nothing, about the weather, about the taste of the
figs from Meriphon market, loudly, over the song. When it ends at dawn you are hoarse and nobody
can remember what anyone said. Somebody laughs at that, weakly.

It is enough. It has to be.

> gain_triskelion fate 1 who=group
-> return

== 0833 Singing Back

Somewhere past midnight, one of you starts to sing back. Badly, out of tune, a work-song from
the harbour. Then another joins, and another, and the pale voice outside falters, and listens,
and after a long time, goes quiet to let you finish.

In the morning there is a single bead of lamp-light lying on the deck, warm as a coal. When the
leader picks it up, something comes back.

> gain_mnemos random
-> return

== 0840 Mutiny of Oars

The deckhands you signed on in Meriphon gather at the mast at dawn with their bundles on their
backs. Their spokeswoman, a one-eyed rower called Thessa, does not shout. "Ship's cursed," she
says. "Lamps go out, names go out. My god's gone out of my head. We want to go home."

Behind her, every oar-bench is empty.

? (pay resource pearl 1) Double their wages, and hope coin outweighs fear. -> 0841
? Stand before them and tell them why you cannot turn back. -> 0842
? Let them go, everyone who wants to, and row short-handed. -> 0843

== 0841 Double Wages

Thessa weighs the pearl in her palm for a long moment, then tucks it into her cheek like a
sailor's luck-stone. "Pearls don't make it less cursed," she says. "But they make it better paid."

The bundles go back under the benches. The oars go out. Nobody sings at the oars that day.

-> return

== 0842 Why We Cannot Turn Back

The leader climbs onto the capstan, where everyone can see, and the deck goes quiet except for
gulls. Thessa folds her arms. The rowers look at their feet, at the harbour, at the bundles on
their backs, anywhere but up. They have heard speeches before, from captains who drowned them.

test courage 7+: Say it plainly, and make them believe it.
  bonus [matrix 10] +1
  bonus diplomacy
  success -> 0844
  fail > gain_argo_stat crew -1
  fail -> 0843

== 0843 Short-Handed

They go down the side into the harbour boats, not meeting your eyes. A few of them wave from the
quay. Thessa does not.

The Argo is big and the benches are long. That night the leader rows with the rest, palms
blistering, while the hull hums a steady beat to row to, as if it understood.

> gain_argo_stat crew -1
> gain_triskelion danger 1
-> return

== 0844 The Oars Go Out

The leader does not promise them anything. The leader tells them about the lamps, and the salt
spiral in the shallows, and a woman on a stair who means to be kind to everyone whether they like
it or not.

Thessa spits, and puts down her bundle. "Then I'll row," she says. "Not for you. For whoever my
god was." The others follow her back to the benches, one by one.

> gain_triskelion rage -1 who=each
-> return

== 0850 Salt in the Water

The sea around the Argo goes white overnight: salt, a skin of it, crusting the waterline. At dawn
the Brine-Sworn come up out of it, not climbing the chain this time but walking up the hull itself
on bare feet, dozens of them, their hymn loud and glad. They are here to drown a ship.

group test courage 7+: Hold the rail against the salt-masked tide.
  0-1 -> 0851
  2-3 -> 0852
  4 -> 0853
  fail > gain_triskelion danger 1

== 0851 The Hull Breached

They get below. By the time you drive them out they have stuffed a hold full of salt and rock and
opened a seam in the Argo's side, and the ship is listing, and the deckhands are bailing with
bronze cups.

The hull bleeds warm and dark into the white water. It will heal. Not quickly.

> gain_argo_stat hull -2
> gain_argo_stat crew -1
-> return

== 0852 Driven Off

Oars, boathooks, bare hands and buckets of hot pitch. The Brine-Sworn go back over the side and
down into the salt-white water singing, and the water closes over them without a ripple.

The Argo has a scraped flank and one cracked plate. The leader has a salt mask, split, to add
to the pile in the hold.

> gain_argo_stat hull -1
-> return

== 0853 The Last Salt Mask

You hold the rail and they break against it. The last of them, an old man, takes off his own
mask on the deck and holds it out to you, weeping. "She said we would be first," he says. "First
to be forgiven. But I don't remember what for."

You let him keep his life. He gives you the oil-lamp he carried at his belt.

> gain_resource lamp_oil 1
> gain_progress 1
-> return


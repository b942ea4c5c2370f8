"""Nouns that end like a qualifier (``-ed``, ``-ly``, ``-ish``, ``-est``) but are never one: generated
by ``scripts/suffix_nouns.py`` from WordNet 3.0 (its docstring says which words and why); do not edit.

Derived from WordNet 3.0, under its license:

WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.

THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO
REPRESENTATIONS OR WARRANTIES OF MERCHANTABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE
OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS,
COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS. The name of Princeton University or Princeton may not be used
in advertising or publicity pertaining to distribution of the software and/or database. Title to
copyright in this software, database and any associated documentation shall at all times remain with
Princeton University and LICENSEE agrees to preserve same.
"""

SUFFIX_NOUNS = frozenset(
    """
acephaly acrocephaly acromegaly adactyly adenomegaly aerophilately agueweed airspeed alcahest
alderfly alkahest alligatorfish ally amberfish amphiboly anapaest anapest anencephaly angelfish
anglerfish anguish aniseed anomaly arbalest archerfish archpriest armrest arrest assembly axseed
backrest bakshish balloonfish barrelfish batfish bed bedrest beetleweed beggarweed behest belly
benniseed benweed bequest bialy billfish billy bilsted bindweed birdnest birdseed bitterweed
blackfish blackfly blackseed blemish blolly bloodshed blowfish blowfly bluefish blueweed boarfish
bobsled bonefish botfly boxfish brachycephaly brachydactyly brandish breed brolly brookweed
broomweed buffalofish bugleweed burnish burrfish butterfish butterfly butterflyfish butterweed
camphorweed cancerweed candyweed cankerweed capeweed cardinalfish cardiomegaly carpetweed catchfly
catchweed catfish chafeweed chaffweed chalcidfly chenfish chest chickenfeed chickweed childbed
cigarfish cirriped clammyweed clearweed clingfish clinocephaly clinodactyly codfish conchfish
conquest contest contumely convictfish cooly cornetfish cottonseed cottonweed cowfish cowshed
crampfish crawfish crayfish crazyweed cred creed crest crossbreed cudweed cutlassfish cuttlefish
dactylomegaly damselfish damselfly daybed dayfly daylily dealfish deathbed deed dervish devilfish
diddly digest disassembly dish disinterest dobsonfly doctorfish dogfish dogsled doily dolichocephaly
dollarfish dolly dolphinfish doyly dragonfly driftfish dropseed drumfish duckweed dyeweed
ectrodactyly ezed family fanweed featherbed feed felly fetish filefish filly finish firefly fireweed
fish fissiped flagfish flamefish flatbed flatfish flaxseed flourish flowerbed fly folly footrest
forest frogfish frostweed gabfest gadfly gallfly garfish garnish gelly ghostfish gibberish globefish
goatfish goldcrest goldfish googly goosefish gravelweed greed greenfly greenweed groundfish
groundspeed guest guitarfish gulfweed gully gumweed gypsyweed hagfish handrest hartebeest harvest
harvestfish hashish hatred hawkweed hayseed headfish headrest heartseed heed hemimetaboly
hepatomegaly heterometaboly hillbilly hogfish hogweed holly holometaboly horsefish horsefly
horseradish horseweed hotbed housefly houseguest hydrocephaly hyperdactyly incest inquest interest
ironweed jawfish jelly jellyfish jest jewelweed jewfish jimsonweed killifish kingfish knapweed knish
ladyfish lally lancetfish lanternfish leatherfish lied lily linseed lionfish lizardfish loblolly
locoweed lolly lumpfish lungfish macrencephaly macrocephaly markweed matchweed mayfish mayfly
mayweed medfly meed megacephaly megalocephaly microcephaly milkweed milliped misdeed molly monkfish
monopoly moonfish moonseed mosquitofish muttonfish nanocephaly nebbish need needlefish nest newlywed
nitweed nosebleed numbfish oarfish oersted oilfish oilseed oligodactyly oligopoly oversupply
oxycephaly oysterfish paddlefish palimpsest panfish panoply parallelepiped parallelopiped parish
parrotfish patchouly pearlfish pearlweed pest philately pickerelweed pigfish pigweed pilotfish
pineweed pinfish pinnatiped pinniped pipefish plagiocephaly ply pokeweed pollyfish polydactyly
pondweed porcupinefish porkfish potbelly priest protest pufferfish pumpkinseed pussly queenfish
quest rabbitfish rabbitweed radish ragweed rainfly rainforest rally rapeseed reassembly redbelly
redfish reed relish reply request rest ribbonfish richweed rinderpest riverbed roadbed rockabilly
rockfish rockweed rosefish rosinweed rubbish rudderfish sailfish sally sandfish sandfly sawfish
sawfly scaphocephaly scorpionfish scorpionweed screed seabed seaweed seed seedbed shadfly shaheed
sheatfish shed shellfish shillyshally shoofly shred shrimpfish sickbed silkweed silverfish
silverweed skilletfish skilly skirmish skunkweed sled slugabed slugfest snailfish snakefish snakefly
snakeweed sneezeweed snipefish soapfish soapweed soldierfish southwest sowbelly spadefish spearfish
speed splenomegaly spongefly spongillafly squirrelfish squish starfish steed stickweed stinkweed
stockfish stonefish stonefly streambed subfamily suckerfish sunfish superfamily supply surffish
surgeonfish swordfish syndactyly tally tarnish tarweed telly tempest test thimbleweed threadfish
thyromegaly tickseed tickweed tilefish toadfish tonguefish toolshed triggerfish trumpetfish
trunkfish tumbleweed tweed underbelly unrest varnish velvetweed vest vigorish vinegarweed wally
wartweed watershed waterweed weakfish weed whitefish whitefly wildebeest wish wolffish woodshed
wormseed wreckfish zed zest
""".split()
)

// Reduced from the kernel's free/put_device.cocci over
// drivers/usb/misc/onboard_usb_hub_pdevs.c: the block of the if reaches
// `return ...;' only through a goto to a label further down, round the
// loop's back edge and out of the void function's closing brace (its
// implicit return); the final `return ...;' is that implicit return too.
@search exists@
local idexpression id;
expression x,e;
@@

id = of_find_device_by_node(x)
... when != e = id
if (id == NULL || ...) { ... return ...; }
... when != put_device(&id->dev)
* return ...;

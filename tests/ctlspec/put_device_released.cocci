// Must not report: the variant of put_device_loop whose fall-through path
// releases the device before the function ends.
@search exists@
local idexpression id;
expression x,e;
@@

id = of_find_device_by_node(x)
... when != e = id
if (id == NULL || ...) { ... return ...; }
... when != put_device(&id->dev)
- return ...;

// A script constraint filters an identifier and sees another
// metavariable of the rule given as an argument.
@initialize:python@
@@
def is_getter(name):
    return name.startswith("get_")

@@
identifier f : script:python () { is_getter(f) };
expression E;
@@
- f(E)
+ f(E, 0)

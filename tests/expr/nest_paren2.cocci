// As nest_paren, the parenthesized nest as the whole statement, removed.
@@
expression i;
@@
- (<+...i--...+>);

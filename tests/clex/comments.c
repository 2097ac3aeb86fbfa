/**/int/**/x/* */=/*=*/1// line
;/* multi
 * line */ int y = 2 /* tail */ ;
// \
   continued line comment
int/**/z;

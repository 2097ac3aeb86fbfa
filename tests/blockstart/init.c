struct s a = {};
struct s b = { };
struct s c = {.y = 2};

@r depends on

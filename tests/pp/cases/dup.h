int dup_beside_main;
